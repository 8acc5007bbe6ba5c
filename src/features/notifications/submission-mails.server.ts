/**
 * The mails one stored submission sends (docs/decisions/034): an alert to its form's addresses and, for the three
 * forms with an e-mail field, a confirmation to the sender. Built from the submission as the Forms
 * dashboard shows it (labels, values, invoice lines with $, receipt names) and the site content.
 */
import { school } from '../../config/school';
import { VOLUNTEER_FORM_TABS, formatMoney, type FormType } from '../forms';
import { checkDay, statusDay } from '../reimbursements';
import { requestTotal, type StageEntry } from '../reimbursements';
import type { Submission } from '../submissions';
import { activityNames, formatSubmissionDate, submissionColumns } from '../submissions/index.server';
import { listVolunteerActivities } from '../forms/index.server';
import { readSiteContent } from '../content/index.server';
import { siteUrl } from '../../server/env.server';
import {
  alertMail,
  confirmationMail,
  headerText,
  stageMail,
  type MailContent,
  type MailField,
  type SubmissionMailInput,
} from './mail-content';
import type { MailAddress, OutgoingMail } from './mailer.server';
import { MAX_MAILS_PER_SUBMISSION } from './mail-rules';
import { addressSchema } from './notification-schema';
import { readNotificationSettings } from './notifications.server';
import { currentSweep, type SweepRun } from '../../server/jobs.server';

type MailKind = 'alert' | 'confirm' | 'stage';

export interface SubmissionMail extends OutgoingMail {
  kind: MailKind;
}

const FORM_TITLES: Readonly<Record<FormType, string>> = { ...VOLUNTEER_FORM_TABS, event_feedback: 'Event Feedback' };

/** Columns the mail leaves out: the reference and date are written once above the fields, Unread/Read means nothing there. */
const NOT_IN_MAIL: ReadonlySet<string> = new Set(['_id', 'status', 'submission_date']);

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The dashboard's link to a form's tab, from the configured site address (never a Host header). */
export const dashboardUrl = (formType: FormType, origin = siteUrl()): string => `${origin}/access/forms?tab=${formType}`;

/** The submitter's address when it is one a mail may go to; null otherwise (event feedback has none). */
export function submitterAddress(submission: Submission): MailAddress | null {
  const parsed = addressSchema.safeParse(submission.form_data.email);
  if (!parsed.success) return null;
  const name = headerText(textOf(submission.form_data.name));
  return name ? { name, address: parsed.data } : { address: parsed.data };
}

export interface MailContext {
  alertAddresses: readonly string[];
  associationEmail: string;
  fields: readonly MailField[];
  origin: string;
  /** A reimbursement's private status page, for its confirmation (docs/decisions/035). */
  statusUrl?: string;
}

/** The mails of a submission given what they need; pure, so the rules are unit tested. */
export function mailsOf(submission: Submission, context: MailContext): SubmissionMail[] {
  const formType = submission.form_type;
  const submitter = submitterAddress(submission);
  const name = textOf(submission.form_data.name).trim();
  const input: SubmissionMailInput = {
    formTitle: FORM_TITLES[formType],
    reference: submission._id,
    submittedAt: formatSubmissionDate(submission.submission_date),
    fields: context.fields,
    submitterName: name || undefined,
    subjectDetail: formType === 'event_feedback' ? textOf(submission.form_data.event_title) || undefined : undefined,
    schoolShortName: school.shortName,
    associationFullName: `${school.name} ${school.associationName}`,
    associationEmail: context.associationEmail,
    dashboardUrl: dashboardUrl(formType, context.origin),
    statusUrl: formType === 'reimbursement_request' ? context.statusUrl : undefined,
  };
  const mails: SubmissionMail[] = [];
  const alertTo = context.alertAddresses.flatMap((address) => {
    const parsed = addressSchema.safeParse(address);
    return parsed.success ? [{ address: parsed.data }] : [];
  });
  if (alertTo.length > 0) mails.push({ kind: 'alert', to: alertTo, replyTo: submitter, ...alertMail(input) });
  if (submitter && formType !== 'event_feedback') {
    const replyTo = addressSchema.safeParse(context.associationEmail);
    mails.push({
      kind: 'confirm',
      to: [submitter],
      replyTo: replyTo.success ? { address: replyTo.data } : null,
      ...confirmationMail(input),
    });
  }
  return mails.slice(0, MAX_MAILS_PER_SUBMISSION);
}

/** The payee's status page of a status token (DESIGN section 9), at the configured site address. */
const statusPageUrl = (token: string, origin = siteUrl()): string => `${origin}/volunteers/reimbursement-status/${token}`;

/** What every submission's mails read alike: the addresses, the site content and the activities' names. */
interface MailInputs {
  settings: Awaited<ReturnType<typeof readNotificationSettings>>;
  site: Awaited<ReturnType<typeof readSiteContent>>;
  activities: Awaited<ReturnType<typeof listVolunteerActivities>>;
}

const readMailInputs = async (withActivities: boolean): Promise<MailInputs> => {
  const [settings, site, activities] = await Promise.all([
    readNotificationSettings(),
    readSiteContent({ strong: true }),
    withActivities ? listVolunteerActivities() : Promise.resolve([]),
  ]);
  return { settings, site, activities };
};

/** Read once a sweep run, however many of its jobs build mails (a backlog after an outage can be hundreds). */
let inputsOfRun: { run: SweepRun; inputs: Promise<MailInputs> } | null = null;

/** Event feedback names no activity: alone, it costs no read of the committees. */
function mailInputs(withActivities: boolean): Promise<MailInputs> {
  const run = currentSweep();
  if (!run) return readMailInputs(withActivities);
  if (inputsOfRun?.run !== run) inputsOfRun = { run, inputs: readMailInputs(true) };
  return inputsOfRun.inputs;
}

/** Reads what the mails need (addresses, site content, activity names) and builds them. */
export async function submissionMails(submission: Submission, statusToken?: string): Promise<SubmissionMail[]> {
  const { settings, site, activities } = await mailInputs(submission.form_type !== 'event_feedback');
  const fields = submissionColumns(submission.form_type, activityNames(activities))
    .filter((column) => !NOT_IN_MAIL.has(column.key))
    .map((column) => ({ label: column.label, value: column.cell(submission) }));
  return mailsOf(submission, {
    alertAddresses: settings[submission.form_type],
    associationEmail: site.hsaEmail,
    fields,
    origin: siteUrl(),
    statusUrl: statusToken ? statusPageUrl(statusToken) : undefined,
  });
}

/** A move of a reimbursement request (docs/decisions/035): what the mail to its payee needs. */
export interface StageMove {
  row: Submission;
  entry: StageEntry;
}

/** The payee's mail about a move, or null when the request has no address a mail may go to. */
export function stageMailOf(
  { row, entry }: StageMove,
  associationEmail: string,
): (MailContent & { to: MailAddress[]; replyTo: MailAddress | null }) | null {
  const payee = submitterAddress(row);
  if (!payee || entry.stage === 'submitted') return null;
  const replyTo = addressSchema.safeParse(associationEmail);
  const name = textOf(row.form_data.name).trim();
  return {
    to: [payee],
    replyTo: replyTo.success ? { address: replyTo.data } : null,
    ...stageMail({
      stage: entry.stage,
      reference: row._id,
      total: formatMoney(requestTotal(row.form_data)),
      on: statusDay(entry.at),
      reason: entry.note,
      checks:
        entry.stage === 'paid'
          ? (row.checks ?? []).map((check) => ({ number: check.number, amount: formatMoney(check.amount), date: checkDay(check.date) }))
          : undefined,
      submitterName: name || undefined,
      schoolShortName: school.shortName,
      associationFullName: `${school.name} ${school.associationName}`,
      associationEmail,
    }),
  };
}
