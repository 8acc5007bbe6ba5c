import { describe, expect, it } from 'vitest';
import {
  activityNames,
  csvFileName,
  formatSubmissionDate,
  submissionColumns,
  submittedAt,
  submittedDay,
  wallDateTime,
  wallDay,
  wallMonth,
} from './record-columns';
import type { FormType } from '../forms';
import type { Submission } from './submissions';

const row = (form_type: FormType, form_data: Record<string, unknown>, extra: Partial<Submission> = {}): Submission => ({
  _id: 'm1x2-abc',
  form_type,
  status: 'INCOMPLETE',
  submission_date: '2026-11-03T14:15:00.000Z',
  form_data,
  ...extra,
});
const cells = (submission: Submission) =>
  Object.fromEntries(submissionColumns(submission.form_type).map((column) => [column.key, column.cell(submission)]));
const labels = (formType: FormType) => submissionColumns(formType).map((column) => column.label);

describe('submission columns per data key (SPEC section 3)', () => {
  it('volunteer_request and volunteer_hours_request use the form labels', () => {
    expect(labels('volunteer_request')).toEqual([
      'ID',
      'Reference',
      'Name',
      'Email',
      "Child's Name",
      "Child's Homeroom",
      'Volunteer Activity',
      'Comments',
      'Status',
      'Submission Date',
    ]);
    expect(labels('volunteer_hours_request').slice(6, 9)).toEqual(['Volunteer Activity', 'Activity Date', 'Number of Hours']);
  });

  it('shows a volunteer activity by its name when the list knows it, else by the stored value', () => {
    const names = activityNames([{ name: 'Book Fair', value: 'book-fair' }]);
    const activity = (formType: FormType, value: string) =>
      submissionColumns(formType, names)
        .find((column) => column.key === 'volunteer_activity')!
        .cell(row(formType, { volunteer_activity: value }));
    expect(activity('volunteer_request', 'book-fair')).toBe('Book Fair');
    expect(activity('volunteer_hours_request', 'book-fair')).toBe('Book Fair');
    expect(activity('volunteer_request', 'old-committee')).toBe('old-committee');
    expect(activity('reimbursement_request', 'Pay Invoice')).toBe('Pay Invoice');
    expect(activity('reimbursement_request', 'Reimburesment')).toBe('Reimbursement');
  });

  it("event_feedback labels the rating '1-10'", () => {
    expect(labels('event_feedback')).toEqual([
      'ID',
      'Reference',
      'Event Name',
      'Event Title',
      'Event Date',
      '1-10',
      'Feedback',
      'Status',
      'Submission Date',
    ]);
  });

  it('reimbursement_request has the spec columns plus both totals', () => {
    expect(submissionColumns('reimbursement_request').map((column) => column.key)).toEqual([
      '_id',
      'reference',
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
      'status',
      'submission_date',
    ]);
    expect(labels('reimbursement_request')).toContain('Associated Committees/Activities');
  });

  it('renders invoices with a $ sign, activities by label and receipts joined', () => {
    const submission = row('reimbursement_request', {
      associated_activites: [
        { label: 'Book Fair', value: 'book-fair' },
        { label: 'Fun Run', value: 'fun-run' },
      ],
      invoices: [
        { qty: '2', item: 'Paper', price: '3.5' },
        { qty: 1, item: 'Pens', price: 2 },
        { qty: '1', item: 'Tip', price: '' },
      ],
      receipts: ['paper.jpg', 'pens.pdf'],
      reimbursement_total: 9,
      reimburesment_total: 9,
    });
    expect(cells(submission)).toMatchObject({
      associated_activites: 'Book Fair, Fun Run',
      invoices: '2 x Paper @ $3.50; 1 x Pens @ $2.00; 1 x Tip @ $',
      receipts: 'paper.jpg, pens.pdf',
      reimbursement_total: '$9.00',
      reimburesment_total: '$9.00',
    });
  });

  it('shows status as Unread or Read, and numbers and missing values plainly', () => {
    const hours = cells(row('volunteer_hours_request', { hours: 1.5 }));
    expect(hours).toMatchObject({ hours: '1.5', child_name: '', status: 'Unread' });
    expect(hours).not.toHaveProperty('comments');
    expect(cells(row('event_feedback', { rating: 9 }, { status: 'COMPLETE' }))).toMatchObject({ rating: '9', status: 'Read' });
  });

  it("shows the submission date in the school's time zone, 'N/A' when missing or not a date", () => {
    expect(cells(row('volunteer_request', {})).submission_date).toBe('11/03/2026 09:15 AM');
    expect(formatSubmissionDate('2026-07-04T16:00:00Z')).toBe('07/04/2026 12:00 PM');
    expect(formatSubmissionDate(undefined)).toBe('N/A');
    expect(formatSubmissionDate('')).toBe('N/A');
    expect(formatSubmissionDate('soon')).toBe('N/A');
  });
});

describe('CSV file name', () => {
  it("is 'hsa_{key}_{yyyyMMdd-HHmmss}.csv' in the school's time zone", () => {
    expect(csvFileName('event_feedback', new Date('2026-01-05T03:04:05Z'))).toBe('hsa_event_feedback_20260104-220405.csv');
    expect(csvFileName('volunteer_request', new Date('2026-07-04T16:00:09Z'))).toBe('hsa_volunteer_request_20260704-120009.csv');
  });
});

describe('dashboard dates (the spec formats, the school zone)', () => {
  it("writes a submission's time in New York whatever the reader's zone", () => {
    expect(submittedDay('2026-11-03T14:15:00.000Z')).toBe('Nov 03, 2026');
    expect(submittedAt('2026-11-03T14:15:00.000Z')).toBe('Nov 03, 2026 9:15 a.m.');
    // 03:30 UTC is still the evening before in New York.
    expect(submittedDay('2026-11-04T03:30:00.000Z')).toBe('Nov 03, 2026');
  });

  it("writes an event's wall time and an activity's day as they were entered", () => {
    expect(wallDay('2026-11-22T19:00')).toBe('Nov 22, 2026');
    expect(wallDateTime('2026-11-22T19:00')).toBe('Nov 22, 2026 7:00 p.m.');
    expect(wallDay('2026-11-10')).toBe('Nov 10, 2026');
    expect(wallDateTime('2026-11-10')).toBe('Nov 10, 2026');
    expect(wallMonth('2026-11-22T19:00')).toBe('2026-11');
  });

  it('renders what is not a date empty (SPEC section 5)', () => {
    for (const value of [undefined, '', 'N/A', 'soon']) {
      expect(submittedDay(value)).toBe('');
      expect(submittedAt(value)).toBe('');
    }
    for (const value of [undefined, 7, 'soon', '2026-13-01', '2026-02-30T10:00']) {
      expect(wallDay(value)).toBe('');
      expect(wallDateTime(value)).toBe('');
      expect(wallMonth(value)).toBeNull();
    }
  });
});
