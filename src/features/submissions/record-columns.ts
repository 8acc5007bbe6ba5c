/**
 * The columns of the Forms dashboard table and of its CSV download, per data key (SPEC section 3),
 * the download's file name, and how the dashboard writes dates. Each cell is plain text; the CSV builder
 * makes it safe for spreadsheets.
 */
import { tz } from '@date-fns/tz';
import { format, isValid } from 'date-fns';
import { EVENT_DATE_FORMATS, EVENT_TIME_ZONE, formatEventDate } from '../events';
import { formatMoney, formFields, isVolunteerFormType, parseDecimal, REIMBURSEMENT_TYPE_OPTIONS, type FormType } from '../forms';
import { latestEntry, STAGE_LABELS, stageOf } from '../reimbursements';
import { STATUS_LABELS, type Submission, type SubmissionStatus } from './submissions';
import { referenceOf } from './reference';
import type { Lang } from '../../shared/i18n/lang';

export interface SubmissionColumn {
  key: string;
  label: string;
  cell: (submission: Submission) => string;
}

const text = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(text).join(', ');
  return '';
};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

const money = (value: unknown): string => {
  const amount = parseDecimal(value);
  return amount === null ? text(value) : formatMoney(amount);
};

/** '2 x Paper @ $3.50; 1 x Pens @ $2.00' */
const invoiceLines = (value: unknown): string =>
  list(value)
    .map((line) => {
      const price = field(line, 'price');
      return `${text(field(line, 'qty')).trim()} x ${text(field(line, 'item')).trim()} @ ${parseDecimal(price) === null ? `$${text(price)}` : money(price)}`;
    })
    .join('; ');

const chosenLabels = (value: unknown): string =>
  list(value)
    .map((option) => text(field(option, 'label')))
    .join(', ');

/** Chosen activities by the names given (a family's language, docs/decisions/093), else as stored. */
export const chosenNames = (value: unknown, names: ActivityNames): string =>
  list(value)
    .map((option) => names.get(text(field(option, 'value'))) ?? text(field(option, 'label')))
    .join(', ');

const RENDER: Readonly<Record<string, (value: unknown) => string>> = {
  associated_activites: chosenLabels,
  invoices: invoiceLines,
  reimbursement_total: money,
  reimburesment_total: money,
};

/** Keys in the spec's order. The two totals are ours: the spec's old table had none, a treasurer needs them. */
const DATA_KEYS: Readonly<Record<FormType, readonly string[]>> = {
  volunteer_request: ['name', 'email', 'child_name', 'child_homeroom', 'volunteer_activity', 'comments'],
  volunteer_hours_request: ['name', 'email', 'child_name', 'child_homeroom', 'volunteer_activity', 'activity_date', 'hours'],
  reimbursement_request: [
    'name',
    'email',
    'volunteer_activity',
    'notes',
    'payto_name',
    'payto_address',
    'phone',
    'pay_arrangement',
    'associated_activites',
    'description',
    'invoices',
    'reimbursement_total',
    'reimburesment_total',
    'receipts',
  ],
  event_feedback: ['event_name', 'event_title', 'event_date', 'rating', 'feedback'],
};

const EXTRA_LABELS: Readonly<Record<string, string>> = {
  reimburesment_total: 'Invoice Total',
  event_name: 'Event Name',
  event_title: 'Event Title',
  event_date: 'Event Date',
  rating: '1-10',
  feedback: 'Feedback',
};

const labelOf = (formType: FormType, key: string): string =>
  (isVolunteerFormType(formType) ? formFields(formType, []).find((candidate) => candidate.name === key)?.displayName : undefined) ??
  EXTRA_LABELS[key] ??
  key;

/** '11/03/2026 09:15 AM' in the school's time zone; 'N/A' when missing or not a date. */
export function formatSubmissionDate(value: string | undefined | null): string {
  const date = value ? new Date(value) : null;
  return date && isValid(date) ? format(date, 'MM/dd/yyyy hh:mm a', { in: tz(EVENT_TIME_ZONE) }) : 'N/A';
}

const statusLabel = (status: SubmissionStatus | undefined): string =>
  status ? (STATUS_LABELS[status] ?? status) : STATUS_LABELS.INCOMPLETE;

/** Activity values (slugs) and the names to show for them: the volunteer activity list (name and value). */
export type ActivityNames = ReadonlyMap<string, string>;

/** The names of `lang`'s pages: in Spanish an activity's Spanish name where it has one (docs/decisions/093). */
export const activityNames = (
  options: ReadonlyArray<{ name: string; name_es?: string; value: string }>,
  lang: Lang = 'en',
): ActivityNames => new Map(options.map((option) => [option.value, (lang === 'es' && option.name_es) || option.name]));

/**
 * ID, Reference, the data key's columns, Status (Unread or Read) and Submission Date. A volunteer activity shows its
 * name when the list knows it (a committee since renamed or removed shows the stored value).
 */
export function submissionColumns(formType: FormType, names: ActivityNames = new Map()): SubmissionColumn[] {
  // A reimbursement's type is one of its fixed options, shown by name ('Reimburesment' reads 'Reimbursement').
  const known = formType === 'reimbursement_request' ? activityNames(REIMBURSEMENT_TYPE_OPTIONS) : names;
  const render = (key: string): ((value: unknown) => string) =>
    key === 'volunteer_activity' && isVolunteerFormType(formType)
      ? (value) => known.get(text(value)) ?? text(value)
      : (RENDER[key] ?? text);
  return [
    { key: '_id', label: 'ID', cell: (row) => text(row._id) },
    // The short reference a parent quotes (docs/decisions/055); a row from before has none and shows its id.
    { key: 'reference', label: 'Reference', cell: (row) => referenceOf(row) },
    ...DATA_KEYS[formType].map((key) => ({
      key,
      label: labelOf(formType, key),
      cell: (row: Submission) => render(key)(row.form_data?.[key]),
    })),
    { key: 'status', label: 'Status', cell: (row) => statusLabel(row.status) },
    { key: 'submission_date', label: 'Submission Date', cell: (row) => formatSubmissionDate(row.submission_date) },
  ];
}

/** 'hsa_volunteer_request_20261103-091500.csv', the time in the school's time zone. */
export const csvFileName = (formType: FormType, at: Date = new Date()): string =>
  `hsa_${formType}_${format(at, 'yyyyMMdd-HHmmss', { in: tz(EVENT_TIME_ZONE) })}.csv`;

/** '11/24/2026' for a yyyy-MM-dd day, as the CSV writes dates. */
const slashDay = (day: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}` : day;

/**
 * The reimbursement workflow's columns of the CSV (DESIGN section 9, docs/decisions/035): stage, who approved
 * and when, each check and the total paid. A row stored before the workflow reads as Submitted.
 */
export const WORKFLOW_COLUMNS: readonly SubmissionColumn[] = [
  { key: 'stage', label: 'Stage', cell: (row) => STAGE_LABELS[stageOf(row)] },
  { key: 'approved_by', label: 'Approved By', cell: (row) => latestEntry(row, 'approved')?.by ?? '' },
  {
    key: 'approved_at',
    label: 'Approved On',
    cell: (row) => (latestEntry(row, 'approved') ? formatSubmissionDate(latestEntry(row, 'approved')?.at) : ''),
  },
  {
    key: 'checks',
    label: 'Checks',
    cell: (row) =>
      (row.checks ?? []).map((check) => `No. ${check.number}: ${formatMoney(check.amount)} on ${slashDay(check.date)}`).join('; '),
  },
  {
    key: 'total_paid',
    label: 'Total Paid',
    cell: (row) => (row.checks?.length ? formatMoney(row.checks.reduce((sum, check) => sum + check.amount, 0)) : ''),
  },
];

/**
 * How the Forms dashboard writes dates: in the spec's event formats (events feature, EVENT_DATE_FORMATS),
 * in the school's zone whatever the reader's. A value that is not a valid date renders empty (SPEC
 * section 5). The CSV keeps its own format (formatSubmissionDate above).
 */
const { date, time } = EVENT_DATE_FORMATS;

/** A submission's ISO 8601 time as its day: 'Nov 03, 2026'. */
export function submittedDay(value: string | undefined): string {
  const instant = value ? new Date(value) : null;
  return instant && isValid(instant) ? format(instant, date, { in: tz(EVENT_TIME_ZONE) }) : '';
}

/** A submission's ISO 8601 time with the hour: 'Nov 03, 2026 9:15 a.m.'. */
export function submittedAt(value: string | undefined): string {
  const instant = value ? new Date(value) : null;
  return instant && isValid(instant) ? format(instant, `${date} ${time}`, { in: tz(EVENT_TIME_ZONE) }) : '';
}

const wallText = (value: unknown): string | undefined => (typeof value === 'string' ? value.trim() : undefined);

/** A day `yyyy-MM-dd` or wall time `yyyy-MM-dd'T'HH:mm` as its day: 'Nov 22, 2026'. */
export const wallDay = (value: unknown): string => formatEventDate(wallText(value), date);

/** A wall time with its hour, 'Nov 22, 2026 7:00 p.m.'; a day alone as its day. */
export function wallDateTime(value: unknown): string {
  const day = wallDay(value);
  const text = wallText(value) ?? '';
  return day && text.includes('T') ? `${day} ${formatEventDate(text, time)}` : day;
}

/** The month `yyyy-MM` of a valid day or wall time, else null: which month of events names it. */
export const wallMonth = (value: unknown): string | null => (wallDay(value) ? (wallText(value) ?? '').slice(0, 7) : null);
