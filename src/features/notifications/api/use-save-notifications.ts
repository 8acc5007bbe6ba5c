import { useAdminMutation } from '../../../shared/admin/use-admin-mutation';
import { NOTIFICATION_MESSAGES } from '../notification-messages';
import type { NotificationSettings } from '../notifications';
import { saveNotifications } from '../notifications-api';
import { NOTIFICATION_KEYS } from './keys';

/**
 * Saves every form's list with the version it was read at. The answer (its new version) becomes the
 * panel's copy; a refusal (409: someone saved meanwhile) reads the lists again.
 */
export const useSaveNotifications = () =>
  useAdminMutation({
    mutationKey: ['notifications', 'save'],
    mutationFn: (settings: NotificationSettings) => saveNotifications(settings),
    done: () => NOTIFICATION_MESSAGES.saved,
    failed: NOTIFICATION_MESSAGES.saveFailed,
    after: (saved, _settings, client) => client.setQueryData(NOTIFICATION_KEYS.settings, saved),
  });
