import { useQuery } from '@tanstack/react-query';
import { ADMIN_READ } from '../../../shared/admin/admin-query';
import { loadSiteContent } from '../content-api';
import { CONTENT_KEYS } from './keys';

/** The texts and contacts of the public pages, with their version. */
export const useSiteContent = () =>
  useQuery({ ...ADMIN_READ, queryKey: CONTENT_KEYS.site, queryFn: ({ signal }) => loadSiteContent({ signal }) });
