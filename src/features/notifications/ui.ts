/** The notifications feature's components other features render (the Forms dashboard places both). */
export { MailFailedNote } from './MailFailedNote';
export { NotificationsPanel } from './NotificationsPanel';
