/**
 * Who is told of each form's submissions (docs/decisions/034; DESIGN section 9): for each of the four forms, the
 * addresses its alert goes to. Rules shared by the Notifications panel and the notifications function.
 */
import { DASHBOARD_TABS } from '../submissions';
import type { FormType } from '../forms';

/** The forms whose submissions alert someone: all four, in the dashboard's tab order. */
export const NOTIFIED_FORMS: ReadonlyArray<{ key: FormType; label: string }> = DASHBOARD_TABS;

/** One alert per submission goes to at most this many addresses (a submission sends a fixed number of mails). */
export const MAX_ADDRESSES_PER_FORM = 10;

type NotificationAddresses = Readonly<Record<FormType, readonly string[]>>;

/** What GET /v1/user_auth/notifications answers in `results`, and what PUT sends back. */
export type NotificationSettings = NotificationAddresses & { version: number };

/** Beside `results` in the GET answer: whether the site can send mail at all (SMTP_URL and MAIL_FROM set). */
export interface MailSetup {
  configured: boolean;
}

/** No address for any form: a site whose addresses were never saved starts from the association's e-mail. */
export const addressesForEveryForm = (addresses: readonly string[]): Record<FormType, string[]> => ({
  volunteer_request: [...addresses],
  volunteer_hours_request: [...addresses],
  reimbursement_request: [...addresses],
  event_feedback: [...addresses],
});

/** The value a submission row carries once one of its mails was given up (docs/decisions/034). */
const MAIL_FAILED = 'failed';

/** True for a submission row (as the form-data calls answer it) whose mail could not be sent. */
export function mailFailed(row: object): boolean {
  return 'mail_status' in row && row.mail_status === MAIL_FAILED;
}

/** A row's mails normally go out within seconds; one still owed after this is worth an officer's eye. */
const MAIL_OWED_AFTER_MS = 15 * 60 * 1000;

/**
 * True for a row whose mails are still owed well after it was sent (docs/decisions/049): the mail server was
 * down, or the function stopped; the site keeps trying for 24 hours, then says it gave up (mailFailed).
 */
export function mailOwed(row: object, now: number = Date.now()): boolean {
  if (!('mail_status' in row) || row.mail_status !== 'pending') return false;
  const sent = 'submission_date' in row && typeof row.submission_date === 'string' ? Date.parse(row.submission_date) : NaN;
  return Number.isFinite(sent) && now - sent > MAIL_OWED_AFTER_MS;
}
