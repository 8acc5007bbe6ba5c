/**
 * Pure rules of the Forms dashboard: its tabs, its sections, its paging, what each tab's table shows
 * (docs/decisions/027), a row's invoice lines and receipts, and the event a feedback row is about.
 */
import type { EventView } from '../events';
import { formatMoney, parseDecimal, type FormType } from '../forms';
import { STAGE_LABELS, stageOf } from '../reimbursements';
import type { SubmissionPage } from './form-data-api';
import { submissionColumns, submittedAt, submittedDay, wallDateTime, wallDay, wallMonth, type ActivityNames } from './record-columns';
import { toggledStatus, type Submission, type SubmissionStatus } from './submissions';
import { DASHBOARD_MESSAGES, DASHBOARD_TOASTS } from './submissions-messages';

/** The Forms dashboard's tabs in the spec's order; volunteer_request is selected at the start. */
export const DASHBOARD_TABS: ReadonlyArray<{ key: FormType; label: string }> = [
  { key: 'volunteer_request', label: 'Volunteer Requests' },
  { key: 'reimbursement_request', label: 'Reimbursements' },
  { key: 'volunteer_hours_request', label: 'Logged Volunteer Hour' },
  { key: 'event_feedback', label: 'Event Feedback' },
];

/** Form-data table: 10 rows per page (SPEC section 9). */
export const PAGE_SIZE = 10;

/** The two parts of a tab (SPEC section 2): INCOMPLETE rows are Unread, COMPLETE rows Read (section 4). */
export type SectionTitle = 'Unread' | 'Read';

export const sectionOf = (status: SubmissionStatus): SectionTitle => (status === 'COMPLETE' ? 'Read' : 'Unread');

export interface StatusSections {
  unread: Submission[];
  read: Submission[];
}

/** INCOMPLETE rows are Unread, COMPLETE rows Read (SPEC section 4); order kept (newest first). */
export function splitByStatus(rows: readonly Submission[]): StatusSections {
  return {
    unread: rows.filter((row) => sectionOf(row.status) === 'Unread'),
    read: rows.filter((row) => sectionOf(row.status) === 'Read'),
  };
}

/** What the row's status marker does and the toast once done (SPEC section 4). */
export function statusAction(status: SubmissionStatus): { label: string; next: SubmissionStatus; done: string } {
  const next = toggledStatus(status);
  return next === 'COMPLETE'
    ? { label: DASHBOARD_MESSAGES.markRead, next, done: DASHBOARD_TOASTS.setRead }
    : { label: DASHBOARD_MESSAGES.markUnread, next, done: DASHBOARD_TOASTS.setUnread };
}

/** The page with a row the server answered in place of the one it had: its section follows its new status. */
export const withRow = (page: SubmissionPage, row: Submission): SubmissionPage => ({
  ...page,
  rows: page.rows.map((shown) => (shown._id === row._id ? row : shown)),
});

export const pageCount = (totalCount: number, pageSize = PAGE_SIZE): number => Math.max(1, Math.ceil(totalCount / pageSize));

/**
 * The pager's 'n of total': the rows shown of all rows, '11–20 of 23'; '0 of 0' when there are none.
 * Rows rather than pages, so the total number of submissions is always in sight.
 */
export function pageSummary(page: number, shown: number, totalCount: number, pageSize = PAGE_SIZE): string {
  if (shown === 0) return `0 of ${totalCount}`;
  const first = (page - 1) * pageSize + 1;
  return `${first}–${first + shown - 1} of ${totalCount}`;
}

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export interface InvoiceRow {
  qty: string;
  item: string;
  /** '$3.50', or the text as typed when it is no amount. */
  price: string;
  /** qty x price, '$7.00'; '' when either is not a number (the total skips such a line too). */
  lineTotal: string;
}

/** An invoice line as the details table shows it, every amount with a '$'. */
export function invoiceRow(line: unknown): InvoiceRow {
  const fields: Record<string, unknown> = isRecord(line) ? line : {};
  const qty = parseDecimal(fields.qty);
  const price = parseDecimal(fields.price);
  return {
    qty: text(fields.qty),
    item: text(fields.item),
    price: price === null ? text(fields.price) : formatMoney(price),
    lineTotal: qty === null || price === null ? '' : formatMoney(qty * price),
  };
}

export const invoiceLines = (row: Submission): unknown[] => (Array.isArray(row.form_data.invoices) ? row.form_data.invoices : []);

/** The receipt file names, with their index into form_data.receipts (the receipt call's index). */
export function receiptNames(row: Submission): Array<{ index: number; name: string }> {
  const receipts = Array.isArray(row.form_data.receipts) ? row.form_data.receipts : [];
  return receipts.flatMap((name, index) => (typeof name === 'string' && name ? [{ index, name }] : []));
}

/**
 * What each tab's table shows (docs/decisions/027): the few columns that tell rows apart, so the table fits a phone
 * and a desktop without scrolling sideways, and every field of a row with its label in its details.
 * Pure: the activity names and the feedback's event titles come in as a lookup.
 */
/** The width class of a column: both sections of a tab draw the same widths, so their columns line up. */
type ColumnSize = 'date' | 'text' | 'amount' | 'count' | 'stage';

export interface SummaryColumn {
  key: string;
  label: string;
  size: ColumnSize;
  /** The column that names the row: its cell is the button that opens the row's details. */
  names?: boolean;
  value: (row: Submission) => string;
}

export interface RowLookup {
  /** Names of the volunteer activities, shown for their stored values. */
  names: ActivityNames;
  /** The title of the event a feedback row is about (eventTitle, below). */
  eventTitle: (row: Submission) => string;
}

type DetailKind = 'text' | 'invoices' | 'receipts';

export interface DetailField {
  key: string;
  label: string;
  kind: DetailKind;
  /** The text shown (kind 'text'); '' when the field was left empty. */
  value: string;
}

/** The CSV's cell of one column (record-columns.ts): activity names, totals with '$'. */
function cellsOf(formType: FormType, names: ActivityNames): (key: string) => (row: Submission) => string {
  const columns = submissionColumns(formType, names);
  return (key) => columns.find((column) => column.key === key)?.cell ?? (() => '');
}

const SUMMARY: Readonly<Record<FormType, ReadonlyArray<Omit<SummaryColumn, 'value'>>>> = {
  volunteer_request: [
    { key: 'submission_date', label: 'Date', size: 'date' },
    { key: 'name', label: 'Name', size: 'text', names: true },
    { key: 'volunteer_activity', label: 'Volunteer Activity', size: 'text' },
  ],
  // The workflow's stage beside the spec's status (docs/decisions/036), as a badge (StatusSection.tsx).
  reimbursement_request: [
    { key: 'stage', label: 'Stage', size: 'stage' },
    { key: 'submission_date', label: 'Date', size: 'date' },
    { key: 'name', label: 'Name', size: 'text', names: true },
    { key: 'payto_name', label: 'Pay To', size: 'text' },
    { key: 'reimbursement_total', label: 'Total', size: 'amount' },
  ],
  volunteer_hours_request: [
    { key: 'activity_date', label: 'Date', size: 'date' },
    { key: 'name', label: 'Name', size: 'text', names: true },
    { key: 'volunteer_activity', label: 'Volunteer Activity', size: 'text' },
    { key: 'hours', label: 'Hours', size: 'count' },
  ],
  event_feedback: [
    { key: 'event_title', label: 'Event', size: 'text', names: true },
    { key: 'event_date', label: 'Date', size: 'date' },
    { key: 'rating', label: 'Rating (1-10)', size: 'count' },
  ],
};

/** Dates as the spec writes them; the feedback's event by its title; anything else as the CSV writes it. */
function displayOf(formType: FormType, lookup: RowLookup, full: boolean): (key: string) => (row: Submission) => string {
  const csvCell = cellsOf(formType, lookup.names);
  return (key) => {
    if (key === 'submission_date') return (row) => (full ? submittedAt : submittedDay)(row.submission_date);
    if (key === 'activity_date') return (row) => wallDay(row.form_data.activity_date);
    if (key === 'event_date') return (row) => (full ? wallDateTime : wallDay)(row.form_data.event_date);
    if (key === 'event_title') return lookup.eventTitle;
    if (key === 'stage') return (row) => STAGE_LABELS[stageOf(row)];
    return (row) => csvCell(key)(row).trim();
  };
}

/** The table's columns for a tab (after the status marker). */
export function summaryColumns(formType: FormType, lookup: RowLookup): SummaryColumn[] {
  const display = displayOf(formType, lookup, false);
  return SUMMARY[formType].map((column) => ({ ...column, value: display(column.key) }));
}

/** Fields the details leave out: the storage key, the status (the section says it), the event's slug (its title stands for it). */
const NOT_DETAILED: ReadonlySet<string> = new Set(['_id', 'status', 'event_name']);
const DETAIL_LABELS: Readonly<Record<string, string>> = { event_title: 'Event', rating: 'Rating (1-10)', submission_date: 'Submitted' };
const KINDS: Readonly<Record<string, DetailKind>> = { invoices: 'invoices', receipts: 'receipts' };

/** Every field of a row with its label, in the CSV's order, its reference and submission time first. */
export function detailFields(row: Submission, lookup: RowLookup): DetailField[] {
  const display = displayOf(row.form_type, lookup, true);
  const columns = submissionColumns(row.form_type, lookup.names).filter((column) => !NOT_DETAILED.has(column.key));
  const first = ['reference', 'submission_date'];
  const ordered = [
    ...first.flatMap((key) => columns.filter((column) => column.key === key)),
    ...columns.filter((column) => !first.includes(column.key)),
  ];
  return ordered.map((column) => ({
    key: column.key,
    label: DETAIL_LABELS[column.key] ?? column.label,
    kind: KINDS[column.key] ?? 'text',
    value: KINDS[column.key] ? '' : display(column.key)(row),
  }));
}

/**
 * The event a feedback row is about. Feedback stores the event's name (its slug, not unique), its title and
 * its start as they were when it was sent, not its id: the event is found again among its month's events.
 */
export type KnownEvent = Pick<EventView, 'id' | 'name' | 'slug' | 'title' | 'startDt'>;

const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The month `yyyy-MM` whose events hold the row's event; null when the row has no valid date. */
export const feedbackMonth = (row: Submission): string | null => wallMonth(row.form_data.event_date);

/** The distinct months to read for these rows, in order of first appearance. */
export const feedbackMonths = (rows: readonly Submission[]): string[] => [
  ...new Set(rows.flatMap((row) => (row.form_type === 'event_feedback' ? (feedbackMonth(row) ?? []) : []))),
];

/**
 * The event's title today (an event renamed since shows its new title). An event that is gone, or not read
 * yet, shows the title stored with the feedback, and failing that its name.
 */
export function eventTitle(row: Submission, monthEvents: readonly KnownEvent[] | undefined): string {
  const name = trimmed(row.form_data.event_name);
  const start = trimmed(row.form_data.event_date);
  const candidates = (monthEvents ?? []).filter(
    (event) => name !== '' && (event.id === name || event.name === name || event.slug === name),
  );
  const found = candidates.find((event) => event.startDt === start) ?? candidates[0];
  return found?.title.trim() || trimmed(row.form_data.event_title) || name;
}
