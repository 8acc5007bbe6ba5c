/** Pure rules of the Forms dashboard: its tabs, its sections, its paging, a row's invoice lines and receipts. */
import { DASHBOARD_MESSAGES, DASHBOARD_TOASTS } from './submissions-messages';
import { formatMoney, parseDecimal, type FormType } from '../forms';
import { toggledStatus, type Submission, type SubmissionStatus } from './submissions';
import type { SubmissionPage } from './form-data-api';

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
