import { useQuery } from '@tanstack/react-query';
import { ADMIN_READ } from '../../../shared/admin/admin-query';
import { loadNotifications } from '../notifications-api';
import { NOTIFICATION_KEYS } from './keys';

/** The addresses alerted for each form, their version, and whether mail is set up; read fresh on every open. */
export const useNotifications = () =>
  useQuery({ ...ADMIN_READ, queryKey: NOTIFICATION_KEYS.settings, queryFn: ({ signal }) => loadNotifications({ signal }) });
