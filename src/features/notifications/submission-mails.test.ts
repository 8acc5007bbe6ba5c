import { describe, expect, it } from 'vitest';
import type { Submission } from '../submissions';
import { MAX_MAILS_PER_SUBMISSION } from './outbox.server';
import { activityNames } from '../submissions/index.server';
import { dashboardUrl, mailFields, mailsOf, submitterAddress, type MailContext } from './submission-mails.server';

const context: MailContext = {
  alertAddresses: ['treasurer@example.org', 'president@example.org'],
  associationEmail: 'hsa@example.org',
  fields: [{ label: 'Name', value: 'Jane Doe' }],
  origin: 'https://hsa.example.org',
};

const submission = (form_type: Submission['form_type'], form_data: Record<string, unknown>): Submission => ({
  _id: '0mwtx3tu3-4552a937-0e6a-418c-87a5-aac036c9aeeb',
  form_type,
  status: 'INCOMPLETE',
  submission_date: '2026-11-03T14:15:00.000Z',
  form_data,
});

describe('the mails of a submission', () => {
  it('alerts the form’s addresses and confirms to the sender, replying to each other', () => {
    const [alert, confirm, ...rest] = mailsOf(
      submission('reimbursement_request', { name: 'Jane Doe', email: 'jane@example.org' }),
      context,
    );
    expect(rest).toEqual([]);
    expect(alert).toMatchObject({
      kind: 'alert',
      to: [{ address: 'treasurer@example.org' }, { address: 'president@example.org' }],
      replyTo: { name: 'Jane Doe', address: 'jane@example.org' },
    });
    expect(alert?.text).toContain('https://hsa.example.org/access/forms?tab=reimbursement_request');
    expect(confirm).toMatchObject({
      kind: 'confirm',
      to: [{ name: 'Jane Doe', address: 'jane@example.org' }],
      replyTo: { address: 'hsa@example.org' },
    });
  });

  it('sends event feedback as an alert only', () => {
    const mails = mailsOf(submission('event_feedback', { event_title: 'Fall Festival', rating: 9, email: 'x@example.org' }), context);
    expect(mails.map((mail) => mail.kind)).toEqual(['alert']);
    expect(mails[0]?.subject).toContain('on Fall Festival');
  });

  it('names the feedback’s event by its title today, looked up by the name it stored, never by its slug', () => {
    const row = submission('event_feedback', {
      event_name: 'book-fair',
      event_title: 'Book Fair',
      event_date: '2026-11-14T08:00',
      rating: 8,
    });
    const events = [{ id: 'e1', name: 'book-fair', slug: 'book-fair', title: 'Fall Book Fair', startDt: '2026-11-14T08:00' }];
    const [alert] = mailsOf(row, { ...context, eventTitle: 'Fall Book Fair' });
    expect(alert?.subject).toContain('New event feedback on Fall Book Fair');
    // The fields as the form and the dashboard label them: the event by title, the date written out, 'Rating (1-10)'.
    expect(mailFields(row, activityNames([]), events)).toEqual([
      { label: 'Event', value: 'Fall Book Fair' },
      { label: 'Event Date', value: 'Nov 14, 2026 8:00 a.m.' },
      { label: 'Rating (1-10)', value: '8' },
      { label: 'Feedback', value: '' },
    ]);
  });

  it('writes the hours log’s fields with the form’s labels and the day written out, and the reference first in its subject', () => {
    const row = {
      ...submission('volunteer_hours_request', {
        name: 'Jane Doe',
        email: 'jane@example.org',
        volunteer_activity: 'book-fair',
        activity_date: '2026-11-16',
        hours: 2.5,
      }),
      reference: 'HSA-2026-0142',
    };
    const fields = mailFields(row, activityNames([{ name: 'Book Fair', value: 'book-fair' }]));
    expect(fields).toContainEqual({ label: 'Activity Date', value: 'Nov 16, 2026' });
    expect(fields).toContainEqual({ label: 'Volunteer Activity', value: 'Book Fair' });
    expect(fields).toContainEqual({ label: 'Number of Hours', value: '2.5' });
    expect(fields.map((field) => field.label)).not.toContain('ID');
    const [alert, confirm] = mailsOf(row, { ...context, fields });
    expect(alert?.subject).toBe('St. Brigid HSA: New volunteer hours from Jane Doe (HSA-2026-0142)');
    expect(confirm?.subject).toBe('St. Brigid HSA: We received your volunteer hours (HSA-2026-0142)');
    expect(confirm?.text).toContain('Activity Date: Nov 16, 2026');
    expect(confirm?.text).not.toMatch(/2026-11-16/);
  });

  it('sends no alert when the form alerts nobody, and no confirmation to an address that is not one', () => {
    expect(mailsOf(submission('volunteer_request', { name: 'A', email: 'not an address' }), { ...context, alertAddresses: [] })).toEqual(
      [],
    );
  });

  it('never sends more than the fixed number of mails', () => {
    expect(mailsOf(submission('volunteer_request', { name: 'A', email: 'a@example.org' }), context).length).toBeLessThanOrEqual(
      MAX_MAILS_PER_SUBMISSION,
    );
  });

  it('puts no line break from the name into an address', () => {
    expect(submitterAddress(submission('volunteer_request', { name: 'Eve\r\nBcc: evil@evil.test', email: 'eve@example.org' }))).toEqual({
      name: 'Eve Bcc: evil@evil.test',
      address: 'eve@example.org',
    });
  });

  it('links to the form’s tab of the dashboard', () => {
    expect(dashboardUrl('event_feedback', 'https://hsa.example.org')).toBe('https://hsa.example.org/access/forms?tab=event_feedback');
  });
});
