import { describe, expect, it } from 'vitest';
import { formatSentAt, receivedFeedback, receivedForm } from './confirmation-panel';
import { formModel, type FieldValue, type FormValues } from './form-engine-state';

const activities = [{ name: 'Book Fair', value: 'book-fair' }];
const text = (value: string): FieldValue => ({ kind: 'text', value });

describe('what the confirmation panel shows', () => {
  it('says when the form was sent in the school time zone, whatever the zone of the machine', () => {
    expect(formatSentAt(new Date('2026-11-23T20:05:00Z'))).toMatch(/^Monday, November 23, 2026 at 3:05\sPM EST$/);
    expect(formatSentAt(new Date('2026-07-04T02:30:00Z'))).toMatch(/^Friday, July 3, 2026 at 10:30\sPM EDT$/);
  });

  it('lists the key fields of an activity request with the activity name, not its value', () => {
    const values: FormValues = {
      name: text('Ann'),
      email: text('ann@example.org'),
      volunteer_activity: text('book-fair'),
      comments: text('x'),
    };
    const received = receivedForm(formModel('volunteer_request', activities), values, new Date('2026-11-23T20:05:00Z'), {
      reference: 'HSA-2026-0142',
    });
    expect(received.formName).toBe('Volunteer Activity Request');
    expect(received.details).toEqual([
      { label: 'Name', value: 'Ann' },
      { label: 'Volunteer Activity', value: 'Book Fair' },
    ]);
    // The e-mail is said in a sentence of its own, with the reference the server gave.
    expect(received).toMatchObject({ reference: 'HSA-2026-0142', email: 'ann@example.org' });
  });

  it('writes out the date and hours of logged hours', () => {
    const values: FormValues = {
      name: text('Ann'),
      email: text('ann@example.org'),
      volunteer_activity: text('book-fair'),
      activity_date: text('2026-03-14'),
      hours: text('2.5'),
    };
    const received = receivedForm(formModel('volunteer_hours_request', activities), values, new Date());
    expect(received.formName).toBe('Log Volunteer Hours');
    expect(received.details.slice(2)).toEqual([
      { label: 'Activity Date', value: 'March 14, 2026' },
      { label: 'Number of Hours', value: '2.5' },
    ]);
  });

  it('shows a reimbursement with its request type, pay-to, total in dollars and receipts; empty fields are left out', () => {
    const values: FormValues = {
      name: text('Beth'),
      email: text(''),
      volunteer_activity: text('Reimburesment'),
      payto_name: text('Beth Parent'),
      reimbursement_total: text('17'),
      receipts: { kind: 'files', value: [{ name: 'paper.jpg', size: 10 }] },
    };
    const received = receivedForm(formModel('reimbursement_request', activities), values, new Date());
    expect(received.formName).toBe('Reimbursement Request');
    expect(received.details).toEqual([
      { label: 'Name', value: 'Beth' },
      { label: 'Request Type', value: 'Reimbursement' },
      { label: 'Pay To Name', value: 'Beth Parent' },
      { label: 'Reimbursement Total', value: '$17.00' },
      { label: 'Receipts', value: 'paper.jpg' },
    ]);
  });

  it('names the event and the rating of feedback, with its reference and no e-mail', () => {
    const received = receivedFeedback({ eventTitle: 'Fall Festival', rating: 9 }, new Date('2026-11-23T20:05:00Z'), 'HSA-2026-0143');
    expect(received).toMatchObject({ formType: 'event_feedback', formName: 'Event Feedback', reference: 'HSA-2026-0143' });
    expect(received.email).toBeUndefined();
    expect(received.details).toEqual([
      { label: 'Event', value: 'Fall Festival' },
      { label: 'Rating', value: '9 of 10' },
    ]);
  });
});
