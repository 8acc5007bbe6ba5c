import { useQuery } from '@tanstack/react-query';
import { ADMIN_READ } from '../../../shared/admin/admin-query';
import { loadBoard } from '../content-api';
import { CONTENT_KEYS } from './keys';

/** The board on About Us, with the version of its record. */
export const useBoard = () => useQuery({ ...ADMIN_READ, queryKey: CONTENT_KEYS.board, queryFn: ({ signal }) => loadBoard({ signal }) });
