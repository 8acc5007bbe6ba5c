import { useQuery } from '@tanstack/react-query';
import { ADMIN_READ } from '../../../shared/admin/admin-query';
import { listMonthEvents } from './events-api';
import { EVENT_KEYS } from './keys';

/** A month `yyyy-MM` of the Events Manager, read with the token so it sees its own saves at once. */
export const useAdminMonthEvents = (month: string) =>
  useQuery({ ...ADMIN_READ, queryKey: EVENT_KEYS.month(month), queryFn: ({ signal }) => listMonthEvents(month, { auth: true, signal }) });
