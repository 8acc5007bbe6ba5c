import { useAdminMutation } from '../../../shared/admin/use-admin-mutation';
import { EVENT_MESSAGES } from '../event-messages';
import { deleteEvent } from './events-api';
import { EVENT_KEYS } from './keys';

export const useDeleteEvent = () =>
  useAdminMutation({
    mutationKey: ['events', 'delete'],
    mutationFn: (id: string) => deleteEvent(id),
    done: () => EVENT_MESSAGES.deleted,
    failed: EVENT_MESSAGES.deleteFailed,
    invalidates: [EVENT_KEYS.months],
  });
