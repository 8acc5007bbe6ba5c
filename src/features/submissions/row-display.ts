/**
 * What each tab's table shows (docs/decisions/027): the few columns that tell rows apart, so the table fits a phone
 * and a desktop without scrolling sideways, and every field of a row with its label in its details.
 * Pure: the activity names and the feedback's event titles come in as a lookup.
 */
import { submissionColumns, type ActivityNames } from './record-columns';
import type { FormType } from '../forms';
import type { Submission } from './submissions';
import { submittedAt, submittedDay, wallDateTime, wallDay } from './date-formats';
import { STAGE_LABELS, stageOf } from '../reimbursements';

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
  /** The title of the event a feedback row is about (feedback-events.ts). */
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
  // The workflow's stage beside the spec's status (docs/decisions/036), as a badge (SubmissionRow).
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

/** Every field of a row with its label, in the CSV's order, the submission time first. */
export function detailFields(row: Submission, lookup: RowLookup): DetailField[] {
  const display = displayOf(row.form_type, lookup, true);
  const columns = submissionColumns(row.form_type, lookup.names).filter((column) => !NOT_DETAILED.has(column.key));
  const ordered = [
    ...columns.filter((column) => column.key === 'submission_date'),
    ...columns.filter((column) => column.key !== 'submission_date'),
  ];
  return ordered.map((column) => ({
    key: column.key,
    label: DETAIL_LABELS[column.key] ?? column.label,
    kind: KINDS[column.key] ?? 'text',
    value: KINDS[column.key] ? '' : display(column.key)(row),
  }));
}
