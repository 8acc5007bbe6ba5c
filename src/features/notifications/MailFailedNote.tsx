import { NOTIFICATION_MESSAGES } from './notification-messages';
import { mailFailed, mailOwed } from './notifications';
import './notifications.css';

/**
 * Beside a submission row in the Forms dashboard: says that an e-mail about it (the officers' alert, the
 * sender's confirmation or a payee's stage mail) was given up, or is still owed long after the row was sent
 * (docs/decisions/049). Draws nothing for a row whose mail went out or is on its way.
 */
export function MailFailedNote({ submission }: { submission: object }) {
  const text = mailFailed(submission) ? NOTIFICATION_MESSAGES.mailFailed : mailOwed(submission) ? NOTIFICATION_MESSAGES.mailOwed : null;
  if (!text) return null;
  return (
    <p className="mail-failed-note problem-note" role="note">
      {text}
    </p>
  );
}
