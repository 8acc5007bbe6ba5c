import { NOTIFICATION_MESSAGES } from './notification-messages';
import { mailFailed } from './notifications';
import './notifications.css';

/**
 * Beside a submission row in the Forms dashboard: says that an e-mail about it (the officers' alert or the
 * sender's confirmation) was given up. Draws nothing for a row whose mail went out or is still on its way.
 */
export function MailFailedNote({ submission }: { submission: object }) {
  if (!mailFailed(submission)) return null;
  return (
    <p className="mail-failed-note problem-note" role="note">
      {NOTIFICATION_MESSAGES.mailFailed}
    </p>
  );
}
