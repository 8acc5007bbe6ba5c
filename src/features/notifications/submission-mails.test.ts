import { describe, expect, it } from 'vitest';
import type { Submission } from '../submissions';
import { MAX_MAILS_PER_SUBMISSION } from './outbox.server';
import { dashboardUrl, mailsOf, submitterAddress, type MailContext } from './submission-mails.server';

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
    expect(mails[0]?.subject).toContain('for Fall Festival');
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
