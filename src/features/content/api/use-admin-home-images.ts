import { useQuery } from '@tanstack/react-query';
import { ADMIN_READ } from '../../../shared/admin/admin-query';
import { loadHomeImages } from '../content-api';
import { CONTENT_KEYS } from './keys';

/** The home banner's images, with the version of their record. */
export const useAdminHomeImages = () =>
  useQuery({ ...ADMIN_READ, queryKey: CONTENT_KEYS.home, queryFn: ({ signal }) => loadHomeImages({ signal }) });
