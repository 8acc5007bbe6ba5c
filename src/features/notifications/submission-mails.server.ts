/**
 * The mails one stored submission sends (docs/decisions/034): an alert to its form's addresses and, for the three
 * forms with an e-mail field, a confirmation to the sender, built from the submission as the Forms dashboard
 * shows it (labels, values, invoice lines with $, receipt names) and the site content; and a reimbursement
 * move's mail to its payee (docs/decisions/035).
 *
 * What a stored submission and a reimbursement's move owe (docs/decisions/049): their mails, owed by a job
 * recorded before the first blob of the write, so a stop at any point leaves something that finishes it.
 * Every step is taken from what is stored when the job settles: the row (gone means the write never
 * finished, and its receipts are removed), the outbox records (written once each, by deterministic id),
 * and each mail's own state. The job stays until every mail is sent or given up; the row says where its
 * mails are ('pending', then 'sent' or 'failed'), so the dashboard and check-data see a debt.
 */
import { school } from '../../config/school';
import { readSiteContent } from '../content/index.server';
import { FORM_TYPES, VOLUNTEER_FORM_TABS, formatMoney, type FormType } from '../forms';
import { deleteReceipts, listVolunteerActivities } from '../forms/index.server';
import { checkDay, requestTotal, statusDay, type StageEntry } from '../reimbursements';
import { ensureStatusLink } from '../reimbursements/index.server';
import { referenceOf, type Submission } from '../submissions';
import {
  activityNames,
  chosenNames,
  detailFields,
  eventTitle,
  feedbackMonth,
  findSubmission,
  setMailStatus,
  submissionColumns,
  submittedAt,
  type KnownEvent,
} from '../submissions/index.server';
import { listEvents } from '../events/index.server';
import { siteUrl } from '../../server/env.server';
import { currentSweep, defineJob, withJob, type JobOutcome, type SweepRun, type WithJobOptions } from '../../server/jobs.server';
import { z } from '../../shared/zod';
import { formatMoney as moneyIn } from '../../shared/i18n/dates';
import { langOf, pathIn, type Lang } from '../../shared/i18n/lang';
import {
  alertMail,
  confirmationMail,
  headerText,
  stageMail,
  type MailContent,
  type MailField,
  type SubmissionMailInput,
} from './mail-content';
import { spanishDayAt, spanishDay, spanishDayOf } from './mail-dates';
import { associationNameIn, mailText } from './mail-text';
import type { MailAddress, OutgoingMail } from './mailer.server';
import { addressSchema } from './notification-schema';
import { readNotificationSettings } from './notifications.server';
import { currentMailSettings, deliverMail, GIVE_UP_AFTER_MS, MAX_MAILS_PER_SUBMISSION, queueMail, type MailState } from './outbox.server';

type MailKind = 'alert' | 'confirm' | 'stage';

export interface SubmissionMail extends OutgoingMail {
  kind: MailKind;
}

const FORM_TITLES: Readonly<Record<FormType, string>> = { ...VOLUNTEER_FORM_TABS, event_feedback: 'Event Feedback' };

/** Fields the mail leaves out: the reference and date are written once above the fields. */
const NOT_IN_MAIL: ReadonlySet<string> = new Set(['reference', 'submission_date']);

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The language of the page a submission was sent from (docs/decisions/068): its `lang` when the form sent one,
 * English for anything else and for rows stored before.
 */
export const submissionLang = (submission: Submission): Lang => langOf(submission.lang);

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
  /** The copy of what was sent in the sender's language, for their confirmation; `fields` when absent. */
  familyFields?: readonly MailField[];
  origin: string;
  /** A reimbursement's private status page, for its confirmation (docs/decisions/035). */
  statusUrl?: string;
  /** Event feedback: the event's title today, looked up by the name the feedback stored. */
  eventTitle?: string;
}

/** The mails of a submission given what they need; pure, so the rules are unit tested. */
export function mailsOf(submission: Submission, context: MailContext): SubmissionMail[] {
  const formType = submission.form_type;
  const submitter = submitterAddress(submission);
  const name = textOf(submission.form_data.name).trim();
  const lang = submissionLang(submission);
  const input: SubmissionMailInput = {
    lang,
    formType,
    formTitle: FORM_TITLES[formType],
    reference: referenceOf(submission),
    submittedAt: submittedAt(submission.submission_date),
    fields: context.fields,
    submitterName: name || undefined,
    eventTitle: formType === 'event_feedback' ? context.eventTitle || textOf(submission.form_data.event_title) || undefined : undefined,
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
      ...confirmationMail(
        lang === 'en'
          ? input
          : {
              ...input,
              submittedAt: spanishDayAt(new Date(submission.submission_date)),
              fields: context.familyFields ?? context.fields,
              associationFullName: associationNameIn(lang),
            },
      ),
    });
  }
  return mails.slice(0, MAX_MAILS_PER_SUBMISSION);
}

/** The payee's status page of a status token (DESIGN section 9), at the configured site address, in the payee's language. */
export const statusPageUrl = (token: string, origin = siteUrl(), lang: Lang = 'en'): string =>
  `${origin}${pathIn(lang, `/volunteers/reimbursement-status/${token}`)}`;

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

/** The events of a feedback row's month, to name its event by title; none when it names no month or they fail to load. */
async function eventsOfFeedback(row: Submission): Promise<KnownEvent[] | undefined> {
  const month = row.form_type === 'event_feedback' ? feedbackMonth(row) : null;
  if (!month) return undefined;
  const [year = 0, monthNumber = 0] = month.split('-').map(Number);
  const end = monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
  return listEvents({ range: { start: `${month}-01`, end }, scope: { kind: 'all' }, limit: 500 }, { strong: true }).catch(
    (error: unknown) => {
      console.error(`[mail] the events of ${month} could not be read; the feedback's stored title stands:`, error);
      return undefined;
    },
  );
}

/**
 * The fields as the Forms dashboard's details show them (docs/decisions/055): the form's labels, dates
 * written out, the activity's and the event's names; invoice lines and receipts as text. In Spanish (a family's
 * copy, docs/decisions/068) the labels, the fixed options and the dates are Spanish, and `names` are the activities'
 * Spanish names where they have one (docs/decisions/093); what the family typed stands as it is.
 */
export function mailFields(
  submission: Submission,
  names: ReturnType<typeof activityNames>,
  events?: readonly KnownEvent[],
  lang: Lang = 'en',
): MailField[] {
  const csv = new Map(submissionColumns(submission.form_type, names).map((column) => [column.key, column.cell]));
  return detailFields(submission, { names, eventTitle: (row) => eventTitle(row, events) })
    .filter((field) => !NOT_IN_MAIL.has(field.key))
    .map((field) => {
      const value = field.kind === 'text' ? field.value : (csv.get(field.key)?.(submission) ?? '');
      return lang === 'en' ? { label: field.label, value } : spanishField(submission, field.key, { label: field.label, value }, names);
    });
}

const SPANISH_LABELS: Readonly<Record<string, string>> = mailText.es.fields;
const SPANISH_OPTIONS: Readonly<Record<string, string>> = mailText.es.options;

/**
 * One field of a family's copy in Spanish: its label, a fixed option's name, a day and the chosen activities by
 * `names` (their Spanish names); anything else as shown.
 */
function spanishField(submission: Submission, key: string, shown: MailField, names: ReturnType<typeof activityNames>): MailField {
  const stored = textOf(submission.form_data[key]);
  const labelKey = key === 'volunteer_activity' && submission.form_type === 'reimbursement_request' ? 'request_type' : key;
  const value =
    key === 'activity_date'
      ? spanishDayOf(stored) || shown.value
      : labelKey === 'request_type' || key === 'pay_arrangement'
        ? (SPANISH_OPTIONS[stored] ?? shown.value)
        : key === 'associated_activites'
          ? chosenNames(submission.form_data[key], names)
          : shown.value;
  return { label: SPANISH_LABELS[labelKey] ?? shown.label, value };
}

/** Reads what the mails need (addresses, site content, activity names, the feedback's event) and builds them. */
export async function submissionMails(submission: Submission, statusToken?: string): Promise<SubmissionMail[]> {
  const [{ settings, site, activities }, events] = await Promise.all([
    mailInputs(submission.form_type !== 'event_feedback'),
    eventsOfFeedback(submission),
  ]);
  const names = activityNames(activities);
  const lang = submissionLang(submission);
  return mailsOf(submission, {
    eventTitle: events ? eventTitle(submission, events) : undefined,
    alertAddresses: settings[submission.form_type],
    associationEmail: site.hsaEmail,
    fields: mailFields(submission, names, events),
    // The family's copy names its activities as the Spanish site does (docs/decisions/093).
    familyFields: lang === 'en' ? undefined : mailFields(submission, activityNames(activities, lang), events, lang),
    origin: siteUrl(),
    statusUrl: statusToken ? statusPageUrl(statusToken, siteUrl(), lang) : undefined,
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
  statusUrl?: string,
): (MailContent & { to: MailAddress[]; replyTo: MailAddress | null }) | null {
  const payee = submitterAddress(row);
  if (!payee || entry.stage === 'submitted') return null;
  const replyTo = addressSchema.safeParse(associationEmail);
  const name = textOf(row.form_data.name).trim();
  const lang = submissionLang(row);
  // English keeps the dashboard's formats; Spanish writes its days and amounts as a Spanish reader expects.
  const money = (amount: number) => (lang === 'en' ? formatMoney(amount) : moneyIn(lang, amount));
  const onDay = lang === 'en' ? statusDay(entry.at) : spanishDay(new Date(entry.at));
  const dayOfCheck = (day: string) => (lang === 'en' ? checkDay(day) : spanishDayOf(day));
  return {
    to: [payee],
    replyTo: replyTo.success ? { address: replyTo.data } : null,
    ...stageMail({
      lang,
      stage: entry.stage,
      reference: referenceOf(row),
      total: money(requestTotal(row.form_data)),
      on: onDay,
      reason: entry.note,
      checks:
        entry.stage === 'paid'
          ? (row.checks ?? []).map((check) => ({ number: check.number, amount: money(check.amount), date: dayOfCheck(check.date) }))
          : undefined,
      statusUrl,
      submitterName: name || undefined,
      schoolShortName: school.shortName,
      associationFullName: associationNameIn(lang),
      associationEmail,
    }),
  };
}

/** The mails a submission may have, by their outbox ids. */
const SUBMISSION_MAIL_KINDS = ['alert', 'confirm'] as const;

/** Waits for every try, even when one fails early (none is left running unawaited), then fails with the first error. */
async function everyOne<T>(tries: Array<Promise<T>>): Promise<T[]> {
  const values: T[] = [];
  for (const outcome of await Promise.allSettled(tries)) {
    if (outcome.status === 'rejected') throw outcome.reason;
    values.push(outcome.value);
  }
  return values;
}

/** Where a set of mails is: 'later' while one is still to try, else whether all went out. */
function settledState(states: readonly MailState[]): 'later' | 'sent' | 'failed' {
  if (states.includes('pending')) return 'later';
  return states.includes('failed') ? 'failed' : 'sent';
}

/** With mail no longer set up, a debt waits as long as a mail would (24 hours), then is given up. */
async function withoutMail(row: Submission): Promise<JobOutcome> {
  if (Date.now() - Date.parse(row.submission_date) < GIVE_UP_AFTER_MS) return 'later';
  await setMailStatus(row.form_type, row._id, 'failed');
  return 'done';
}

export const submissionJob = defineJob({
  kind: 'submission',
  payload: z.object({ form_type: z.enum(FORM_TYPES), id: z.string(), receipts: z.number().int().min(0) }),
  settle: async ({ form_type, id, receipts }) => {
    const row = await findSubmission(form_type, id);
    if (!row) {
      // The record was never written: the receipts written before it are personal data nothing names.
      await deleteReceipts(id, receipts);
      return 'done';
    }
    if (row.mail_status !== 'pending') return 'done';
    const settings = currentMailSettings();
    if (!settings) return withoutMail(row);
    // A reimbursement's payee follows it on a private page; its link is in the confirmation (docs/decisions/035).
    const statusToken = form_type === 'reimbursement_request' ? await ensureStatusLink(id) : undefined;
    for (const mail of await submissionMails(row, statusToken)) await queueMail(`${id}-${mail.kind}`, row, mail);
    const states = await everyOne(SUBMISSION_MAIL_KINDS.map((kind) => deliverMail(`${id}-${kind}`, settings)));
    const state = settledState(states.filter((mailState) => mailState !== 'missing'));
    if (state === 'later') return 'later';
    await setMailStatus(form_type, id, state);
    return 'done';
  },
});

/** Stores a submission (`write`) with its mails owed first: stored 'pending' when mail is set up. */
export function storeOwingMails<T>(
  submission: { form_type: FormType; id: string; receipts: number },
  write: (mailStatus: 'pending' | undefined) => Promise<T>,
  options: WithJobOptions,
): Promise<T> {
  const mailStatus = currentMailSettings() ? 'pending' : undefined;
  return withJob(submissionJob, submission, () => write(mailStatus), options);
}

/**
 * The payee's mail about a move (docs/decisions/035, 049): the move from `version` is the row's `version`-th
 * entry (each move raises the version by one from 1), mailed as `{rowId}-stage-{n}`. A move that never landed
 * has no entry.
 */
export const stageMailJob = defineJob({
  kind: 'stage-mail',
  payload: z.object({ row_id: z.string(), moves: z.number().int().min(1) }),
  settle: async ({ row_id, moves }) => {
    const row = await findSubmission('reimbursement_request', row_id);
    const entry = row?.stage_history?.[moves - 1];
    const settings = currentMailSettings();
    if (!row || !entry || !settings) return 'done';
    // The payee's status page in every stage mail (docs/decisions/055): the same link as in the confirmation.
    const content = stageMailOf(
      { row, entry },
      (await readSiteContent({ strong: true })).hsaEmail,
      statusPageUrl(await ensureStatusLink(row_id), siteUrl(), submissionLang(row)),
    );
    if (!content) return 'done';
    const id = `${row_id}-stage-${moves}`;
    await queueMail(id, row, { kind: 'stage', ...content });
    const state = settledState([await deliverMail(id, settings)]);
    if (state === 'later') return 'later';
    if (state === 'failed') await setMailStatus(row.form_type, row_id, 'failed');
    return 'done';
  },
});

/** A stage move (`move`) made on `version`, with the payee's mail about it owed first. */
export const moveOwingMail = <T>(rowId: string, version: number, move: () => Promise<T>, options: WithJobOptions): Promise<T> =>
  withJob(stageMailJob, { row_id: rowId, moves: version }, move, options);
