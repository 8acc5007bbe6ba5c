/** What the functions use of the notifications feature's server modules (DESIGN section 3). */
export { readNotificationSettings, saveNotificationSettings } from './notifications.server';
export { currentMailSettings, retryLegacyMails } from './outbox.server';
export { moveOwingMail, stageMailJob, storeOwingMails, submissionJob } from './mail-jobs.server';
