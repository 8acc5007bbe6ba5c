import { describe, expect, it } from 'vitest';
import { invoiceLineText, pageCount, pageSummary, receiptNames, screenColumns, splitByStatus, statusAction } from './dashboard-model';
import { submissionColumns } from './form-columns';
import { FORM_TYPES, type Submission } from './forms';

const row = (id: string, status: Submission['status'], form_data: Record<string, unknown> = {}): Submission => ({
  _id: id,
  form_type: 'reimbursement_request',
  status,
  submission_date: '2026-11-03T14:15:00.000Z',
  form_data,
});

describe('forms dashboard table', () => {
  it('shows every CSV column but ID and Status, Submission Date first', () => {
    for (const key of FORM_TYPES) {
      const csv = submissionColumns(key).map((column) => column.key);
      const screen = screenColumns(key).map((column) => column.key);
      expect(screen[0]).toBe('submission_date');
      expect([...screen].sort()).toEqual(csv.filter((column) => column !== '_id' && column !== 'status').sort());
    }
    expect(screenColumns('volunteer_request').map((column) => column.label)).toEqual([
      'Submission Date',
      'Name',
      'Email',
      "Child's Name",
      "Child's Homeroom",
      'Volunteer Activity',
      'Comments',
    ]);
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
  it("writes an invoice line with a '$' amount, and keeps what is not a number as typed", () => {
    expect(invoiceLineText({ qty: '2', item: 'Flower arrangement', price: 35 })).toBe('2 x Flower arrangement @ $35.00');
    expect(invoiceLineText({ qty: 1, item: ' Coffee ', price: '48.5' })).toBe('1 x Coffee @ $48.50');
    expect(invoiceLineText({ qty: '1', item: 'Gift', price: 'ten' })).toBe('1 x Gift @ $ten');
    expect(invoiceLineText(null)).toBe(' x  @ $');
  });

  it('lists receipt names with their index into form_data.receipts, skipping what is not a name', () => {
    expect(receiptNames(row('a', 'INCOMPLETE', { receipts: ['a.pdf', 7, '', 'b.jpg'] }))).toEqual([
      { index: 0, name: 'a.pdf' },
      { index: 3, name: 'b.jpg' },
    ]);
    expect(receiptNames(row('b', 'INCOMPLETE'))).toEqual([]);
  });
});
