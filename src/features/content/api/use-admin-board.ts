import { useQuery } from '@tanstack/react-query';
import { ADMIN_READ } from '../../../shared/admin/admin-query';
import { loadBoard } from '../content-api';
import { CONTENT_KEYS } from './keys';

/** The board as the Site content tool edits it: a strong read, with the version of its record. */
export const useAdminBoard = () =>
  useQuery({ ...ADMIN_READ, queryKey: CONTENT_KEYS.board, queryFn: ({ signal }) => loadBoard({ signal }) });
