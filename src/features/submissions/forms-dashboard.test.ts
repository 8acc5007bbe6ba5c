import { describe, expect, it } from 'vitest';
import {
  detailFields,
  eventTitle,
  feedbackMonths,
  invoiceRow,
  pageCount,
  pageSummary,
  receiptNames,
  splitByStatus,
  statusAction,
  summaryColumns,
  type KnownEvent,
  type RowLookup,
} from './dashboard-model';
import { activityNames, submissionColumns } from './record-columns';
import type { Submission } from './submissions';

const row = (id: string, status: Submission['status'], form_data: Record<string, unknown> = {}): Submission => ({
  _id: id,
  form_type: 'reimbursement_request',
  status,
  submission_date: '2026-11-03T14:15:00.000Z',
  form_data,
});

describe('forms dashboard table', () => {
  const lookup: RowLookup = {
    names: activityNames([{ name: 'Book Fair', value: 'book-fair' }]),
    eventTitle: (submission) => `Title of ${String(submission.form_data.event_name)}`,
  };
  const headers = (key: Submission['form_type']) => summaryColumns(key, lookup).map((column) => column.label);

  it('shows only the few columns that tell rows apart, one of them naming the row', () => {
    expect(headers('reimbursement_request')).toEqual(['Stage', 'Date', 'Name', 'Pay To', 'Total']);
    expect(headers('volunteer_hours_request')).toEqual(['Date', 'Name', 'Volunteer Activity', 'Hours']);
    expect(headers('volunteer_request')).toEqual(['Date', 'Name', 'Volunteer Activity']);
    expect(headers('event_feedback')).toEqual(['Event', 'Date', 'Rating (1-10)']);
    expect(summaryColumns('event_feedback', lookup).find((column) => column.names)?.key).toBe('event_title');
    expect(summaryColumns('reimbursement_request', lookup).find((column) => column.names)?.key).toBe('name');
  });

  it('writes dates in the spec formats, activities by name, totals with a $, the event by its title', () => {
    const cells = (submission: Submission) => summaryColumns(submission.form_type, lookup).map((column) => column.value(submission));
    const paid = { ...row('a', 'INCOMPLETE', { name: 'Ann', payto_name: 'Coffee Co', reimbursement_total: '12.5' }) };
    expect(cells(paid)).toEqual(['Submitted', 'Nov 03, 2026', 'Ann', 'Coffee Co', '$12.50']);
    expect(cells({ ...paid, stage: 'paid' })[0]).toBe('Paid');
    const hours = { ...row('b', 'COMPLETE', { name: 'Bo', volunteer_activity: 'book-fair', activity_date: '2026-11-10', hours: '2.5' }) };
    expect(cells({ ...hours, form_type: 'volunteer_hours_request' })).toEqual(['Nov 10, 2026', 'Bo', 'Book Fair', '2.5']);
    const feedback = row('c', 'INCOMPLETE', {
      event_name: 'fall-festival',
      event_title: 'Fall',
      event_date: '2026-11-22T19:00',
      rating: 9,
    });
    expect(cells({ ...feedback, form_type: 'event_feedback' })).toEqual(['Title of fall-festival', 'Nov 22, 2026', '9']);
  });

  it("opens every field but ID and Status with its label, the reference and submission time first, the event's slug standing for nothing", () => {
    for (const key of ['volunteer_request', 'volunteer_hours_request', 'reimbursement_request'] as const) {
      const fields = detailFields({ ...row('a', 'INCOMPLETE'), form_type: key }, lookup).map((field) => field.key);
      const csv = submissionColumns(key).map((column) => column.key);
      expect(fields.slice(0, 2)).toEqual(['reference', 'submission_date']);
      expect([...fields].sort()).toEqual(csv.filter((column) => column !== '_id' && column !== 'status').sort());
    }
    const feedback = {
      ...row('c', 'INCOMPLETE', { event_name: 'gala', event_date: '2026-11-22T19:00', rating: 9 }),
      form_type: 'event_feedback' as const,
    };
    expect(detailFields(feedback, lookup).map((field) => [field.label, field.value])).toEqual([
      ['Reference', 'c'],
      ['Submitted', 'Nov 03, 2026 9:15 a.m.'],
      ['Event', 'Title of gala'],
      ['Event Date', 'Nov 22, 2026 7:00 p.m.'],
      ['Rating (1-10)', '9'],
      ['Feedback', ''],
    ]);
    const kinds = detailFields(row('d', 'INCOMPLETE', { invoices: [], receipts: [] }), lookup).map((field) => field.kind);
    expect(kinds.filter((kind) => kind !== 'text')).toEqual(['invoices', 'receipts']);
  });

  it('splits rows into Unread (INCOMPLETE) and Read (COMPLETE), keeping their order', () => {
    const rows = [row('a', 'INCOMPLETE'), row('b', 'COMPLETE'), row('c', 'INCOMPLETE')];
    const sections = splitByStatus(rows);
    expect(sections.unread.map((submission) => submission._id)).toEqual(['a', 'c']);
    expect(sections.read.map((submission) => submission._id)).toEqual(['b']);
  });

  it('names the marker by what it does and toasts the spec text', () => {
    expect(statusAction('INCOMPLETE')).toEqual({ label: 'Mark as read', next: 'COMPLETE', done: 'Request Set To Read' });
    expect(statusAction('COMPLETE')).toEqual({ label: 'Mark as unread', next: 'INCOMPLETE', done: 'Request Set To Unread' });
  });
});

describe('forms dashboard pager', () => {
  it('counts pages of 10, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(23)).toBe(3);
  });

  it("shows the rows on screen of all rows as 'n of total'", () => {
    expect(pageSummary(1, 10, 23)).toBe('1–10 of 23');
    expect(pageSummary(3, 3, 23)).toBe('21–23 of 23');
    expect(pageSummary(1, 3, 3)).toBe('1–3 of 3');
    expect(pageSummary(1, 0, 0)).toBe('0 of 0');
  });
});

describe('reimbursement cells', () => {
  it("writes an invoice line's price and line total with a '$', and keeps what is not a number as typed", () => {
    expect(invoiceRow({ qty: '2', item: 'Flower arrangement', price: 35 })).toEqual({
      qty: '2',
      item: 'Flower arrangement',
      price: '$35.00',
      lineTotal: '$70.00',
    });
    expect(invoiceRow({ qty: 3, item: ' Coffee ', price: '0.1' })).toEqual({
      qty: '3',
      item: 'Coffee',
      price: '$0.10',
      lineTotal: '$0.30',
    });
    expect(invoiceRow({ qty: '1', item: 'Gift', price: 'ten' })).toEqual({ qty: '1', item: 'Gift', price: 'ten', lineTotal: '' });
    expect(invoiceRow(null)).toEqual({ qty: '', item: '', price: '', lineTotal: '' });
  });

  it('lists receipt names with their index into form_data.receipts, skipping what is not a name', () => {
    expect(receiptNames(row('a', 'INCOMPLETE', { receipts: ['a.pdf', 7, '', 'b.jpg'] }))).toEqual([
      { index: 0, name: 'a.pdf' },
      { index: 3, name: 'b.jpg' },
    ]);
    expect(receiptNames(row('b', 'INCOMPLETE'))).toEqual([]);
  });
});

const feedback = (form_data: Record<string, unknown>): Submission => ({
  _id: 'f1',
  form_type: 'event_feedback',
  status: 'INCOMPLETE',
  submission_date: '2026-11-03T14:15:00.000Z',
  form_data,
});
const event = (id: string, slug: string, title: string, startDt: string): KnownEvent => ({ id, name: slug, slug, title, startDt });

describe("a feedback row's event", () => {
  const row = feedback({ event_name: 'book-fair', event_title: 'Book Fair', event_date: '2026-11-10T08:00' });

  it('shows the title the event has now, the one that starts at the stored time among namesakes', () => {
    const events = [
      event('e1', 'book-fair', 'Spring Book Fair', '2026-11-03T08:00'),
      event('e2', 'book-fair', 'Fall Book Fair', '2026-11-10T08:00'),
    ];
    expect(eventTitle(row, events)).toBe('Fall Book Fair');
    expect(eventTitle(feedback({ event_name: 'e1' }), events)).toBe('Spring Book Fair');
  });

  it('falls back to the stored title, then the name, while the month is unread or when the event is gone', () => {
    expect(eventTitle(row, undefined)).toBe('Book Fair');
    expect(eventTitle(row, [event('e3', 'gala', 'Gala', '2026-11-10T08:00')])).toBe('Book Fair');
    expect(eventTitle(feedback({ event_name: 'book-fair' }), [])).toBe('book-fair');
    expect(eventTitle(feedback({}), [event('e3', '', 'Untitled', '2026-11-10T08:00')])).toBe('');
  });

  it('reads each month once, skipping rows without a valid date', () => {
    const rows = [
      feedback({ event_date: '2026-11-10T08:00' }),
      feedback({ event_date: '2026-10-28T10:00' }),
      feedback({ event_date: '2026-11-22T19:00' }),
      feedback({ event_date: 'soon' }),
    ];
    expect(feedbackMonths(rows)).toEqual(['2026-11', '2026-10']);
  });
});
