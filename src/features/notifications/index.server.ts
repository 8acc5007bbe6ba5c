/** The notifications feature's server surface (DESIGN section 3, docs/decisions/050): other features and the functions import its server code, and what it shares with them, from here only. */
export { readNotificationSettings, saveNotificationSettings } from './notifications.server';
export { currentMailSettings, deliverMail, queueOutgoing, retryLegacyMails, type MailState, type OwedMail } from './outbox.server';
export { escapeHtml, footer, headerText, htmlDocument, paragraph, type MailContent } from './mail-content';
export { associationNameIn } from './mail-text';
export { spanishDay, spanishDayAt, spanishTime, spanishWeekday } from './mail-dates';
export type { MailAddress } from './mailer.server';
export { moveOwingMail, stageMailJob, storeOwingMails, submissionJob } from './submission-mails.server';
export { notificationSettingsSchema } from './notification-schema';
export type { NotificationSettings } from './notifications';
export { receiveOnPage, receiveSubmission, type SubmissionReceipt } from './receive-submission.server';
