/** What other features use of the notifications feature: rules and types, never a component (those are in ui.ts). */
export {
  MAIL_FAILED,
  MAX_ADDRESSES_PER_FORM,
  NOTIFIED_FORMS,
  mailFailed,
  type MailSetup,
  type NotificationSettings,
} from './notifications';
export { notificationSettingsSchema } from './notification-schema';
