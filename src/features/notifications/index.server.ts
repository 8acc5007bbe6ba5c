/** What the functions use of the notifications feature's server modules (DESIGN section 3). */
export { readNotificationSettings, saveNotificationSettings } from './notifications.server';
export { currentMailSettings, deliverMails, queueStageMail, queueSubmissionMails, runMailRetry, type RetryTally } from './outbox.server';
