import { describe, expect, it } from 'vitest';
import {
  alertMail,
  confirmationMail,
  escapeHtml,
  headerText,
  stageMail,
  type StageMailInput,
  type SubmissionMailInput,
} from './mail-content';

const input: SubmissionMailInput = {
  formTitle: 'Reimbursement Request',
  reference: '0mwtx3tu3-4552a937-0e6a-418c-87a5-aac036c9aeeb',
  submittedAt: '11/03/2026 09:15 AM',
  fields: [
    { label: 'Name', value: 'Jane Doe' },
    { label: 'Email', value: 'jane@example.org' },
    { label: 'Invoices', value: '2 x Paper @ $3.50; 1 x Pens @ $2.00' },
    { label: 'Receipts', value: 'receipt-1.jpg, receipt-2.pdf' },
    { label: 'Notes', value: '' },
  ],
  submitterName: 'Jane Doe',
  schoolShortName: 'St. Brigid',
  associationFullName: 'St. Brigid Catholic School Home and School Association',
  associationEmail: 'hsa@stbrigid-school.example.org',
  dashboardUrl: 'https://hsa.example.org/access/forms?tab=reimbursement_request',
};

describe('headerText', () => {
  it('turns line breaks, tabs and other control or separator characters into single spaces', () => {
    expect(headerText('Jane\r\nBcc: evil@evil.test')).toBe('Jane Bcc: evil@evil.test');
    expect(headerText('a\u2028b\u0000c\td\u202ee')).toBe('a b c d e');
    expect(headerText('  many   spaces  ')).toBe('many spaces');
  });

  it('cuts long text to the limit with an ellipsis', () => {
    const cut = headerText('x'.repeat(200), 80);
    expect([...cut]).toHaveLength(80);
    expect(cut.endsWith('…')).toBe(true);
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<script>alert("x" & 'y')</script>`)).toBe('&lt;script&gt;alert(&quot;x&quot; &amp; &#39;y&#39;)&lt;/script&gt;');
  });
});

describe('the alert to the form’s addresses', () => {
  const mail = alertMail(input);

  it('names the form and the submitter in its subject', () => {
    expect(mail.subject).toBe('St. Brigid HSA: New Reimbursement Request from Jane Doe');
  });

  it('lists the submitted fields as the dashboard shows them, skipping empty ones, with the reference and the dashboard link', () => {
    expect(mail.text).toContain('Invoices: 2 x Paper @ $3.50; 1 x Pens @ $2.00');
    expect(mail.text).toContain('Receipts: receipt-1.jpg, receipt-2.pdf');
    expect(mail.text).not.toContain('Notes:');
    expect(mail.text).toContain(`Reference: ${input.reference}`);
    expect(mail.text).toContain(input.dashboardUrl);
    expect(mail.html).toContain(`href="${escapeHtml(input.dashboardUrl)}"`);
  });

  it('names the event when nobody is named (event feedback)', () => {
    const feedback = alertMail({ ...input, formTitle: 'Event Feedback', submitterName: undefined, subjectDetail: 'Fall\r\nFestival' });
    expect(feedback.subject).toBe('St. Brigid HSA: New Event Feedback for Fall Festival');
  });

  it('keeps a line break in the subject out whatever the name holds', () => {
    const hostile = alertMail({ ...input, submitterName: 'Eve\r\nBcc: evil@evil.test\nX-Evil: 1' });
    expect(hostile.subject).not.toMatch(/[\r\n]/);
  });

  it('escapes submitted text in the HTML part and keeps its line breaks', () => {
    const hostile = alertMail({
      ...input,
      submitterName: '<img src=x onerror=alert(1)>',
      fields: [{ label: 'Comments', value: '<b>bold</b>\nsecond line' }],
    });
    expect(hostile.html).not.toContain('<img');
    expect(hostile.html).not.toContain('<b>bold');
    expect(hostile.html).toContain('&lt;b&gt;bold&lt;/b&gt;<br>second line');
    expect(hostile.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('has no image, script or remote resource (no tracking)', () => {
    expect(mail.html).not.toMatch(/<img|<script|src=|url\(/i);
  });
});

describe('the confirmation to the sender', () => {
  const mail = confirmationMail(input);

  it('thanks the sender by name and gives the reference and whom to contact', () => {
    expect(mail.subject).toBe('St. Brigid HSA: we received your Reimbursement Request');
    expect(mail.text).toMatch(/^Dear Jane Doe,/);
    expect(mail.text).toContain(`Your reference is ${input.reference}.`);
    expect(mail.text).toContain('Questions? Write to hsa@stbrigid-school.example.org and mention your reference.');
    expect(mail.html).toContain('href="mailto:hsa@stbrigid-school.example.org"');
  });

  it('carries a copy of what was sent', () => {
    expect(mail.text).toContain('What you sent:');
    expect(mail.text).toContain('Email: jane@example.org');
    expect(mail.html).toContain('2 x Paper @ $3.50; 1 x Pens @ $2.00');
  });

  it('is readable on a phone: one narrow column with a viewport', () => {
    expect(mail.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(mail.html).toContain('max-width:600px');
  });
});

describe('a reimbursement payee', () => {
  const statusUrl = 'https://hsa.example.org/volunteers/reimbursement-status/abcDEF123_-abcDEF123_-abcDEF123_-abcDEF123_';

  it("finds the request's private status link in the confirmation", () => {
    const mail = confirmationMail({ ...input, statusUrl });
    expect(mail.text).toContain(`Follow your request, from approval to the check, on its private page: ${statusUrl}`);
    expect(mail.html).toContain(`href="${statusUrl}"`);
    expect(confirmationMail(input).text).not.toContain('private page');
  });

  const move: StageMailInput = {
    stage: 'approved',
    reference: 'ref-1',
    total: '$370.50',
    on: 'November 24, 2026',
    submitterName: 'Jane Doe',
    schoolShortName: 'St. Brigid',
    associationFullName: 'St. Brigid Catholic School Home and School Association',
    associationEmail: 'hsa@stbrigid-school.example.org',
  };

  it('is told of an approval', () => {
    const mail = stageMail(move);
    expect(mail.subject).toBe('St. Brigid HSA: your reimbursement request was approved');
    expect(mail.text).toContain('Your Reimbursement Request of $370.50 (reference ref-1) was approved on November 24, 2026.');
  });

  it('is told of a payment with each check number, amount and date', () => {
    const mail = stageMail({
      ...move,
      stage: 'paid',
      checks: [
        { number: '1001', amount: '$250.00', date: 'November 24, 2026' },
        { number: '1002', amount: '$120.50', date: 'November 24, 2026' },
      ],
    });
    expect(mail.subject).toBe('St. Brigid HSA: your reimbursement was paid');
    expect(mail.text).toContain('- Check 1001: $250.00, dated November 24, 2026\n- Check 1002: $120.50, dated November 24, 2026');
    expect(mail.html).toContain('<li>Check 1002: $120.50, dated November 24, 2026</li>');
  });

  it('is told of a decline with its reason, escaped in the HTML part', () => {
    const mail = stageMail({ ...move, stage: 'declined', reason: 'No receipt <b>attached</b>' });
    expect(mail.subject).toBe('St. Brigid HSA: your reimbursement request was declined');
    expect(mail.text).toContain('The reason given: No receipt <b>attached</b>');
    expect(mail.html).toContain('The reason given: No receipt &lt;b&gt;attached&lt;/b&gt;');
  });
});
