import { useQuery } from '@tanstack/react-query';
import { ADMIN_READ } from '../../../shared/admin/admin-query';
import { loadTextsToCome } from '../content-api';
import { CONTENT_KEYS } from './keys';

/** The texts of the events and sign-up sheets to come (docs/decisions/071). */
export const useTextsToCome = () =>
  useQuery({ ...ADMIN_READ, queryKey: CONTENT_KEYS.textsToCome, queryFn: ({ signal }) => loadTextsToCome({ signal }) });
