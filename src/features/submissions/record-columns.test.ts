import { describe, expect, it } from 'vitest';
import { activityNames, csvFileName, formatSubmissionDate, submissionColumns } from './record-columns';
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
      'Name',
      'Email',
      "Child's Name",
      "Child's Homeroom",
      'Volunteer Activity',
      'Comments',
      'Status',
      'Submission Date',
    ]);
    expect(labels('volunteer_hours_request').slice(5, 8)).toEqual(['Volunteer Activity', 'Activity Date', 'Number of Hours']);
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
