/** The notifications feature's server surface (DESIGN section 3, docs/decisions/050): other features and the functions import its server code, and what it shares with them, from here only. */
export { readNotificationSettings, saveNotificationSettings } from './notifications.server';
export { currentMailSettings, retryLegacyMails } from './outbox.server';
export { moveOwingMail, stageMailJob, storeOwingMails, submissionJob } from './submission-mails.server';
export { notificationSettingsSchema } from './notification-schema';
export type { NotificationSettings } from './notifications';
