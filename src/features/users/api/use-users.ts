import { useQuery } from '@tanstack/react-query';
import { ADMIN_READ } from '../../../shared/admin/admin-query';
import { listUsers } from '../users-api';
import { USERS_LIST } from './keys';

/** Every user, for the Users tool. */
export const useUsers = () => useQuery({ ...ADMIN_READ, queryKey: USERS_LIST, queryFn: ({ signal }) => listUsers({ signal }) });
