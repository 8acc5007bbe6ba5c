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
  formType: 'reimbursement_request',
  formTitle: 'Reimbursement Request',
  reference: 'HSA-2026-0142',
  submittedAt: 'Nov 03, 2026 9:15 a.m.',
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

  it('names the form in words and the submitter in its subject, with the reference', () => {
    expect(mail.subject).toBe('St. Brigid HSA: New reimbursement request from Jane Doe (HSA-2026-0142)');
    expect(mail.text).toMatch(/^Jane Doe sent a reimbursement request on Nov 03, 2026 9:15 a\.m\.\nReference: HSA-2026-0142\n/);
  });

  it('lists the submitted fields as the dashboard shows them, skipping empty ones, with the reference and the dashboard link', () => {
    expect(mail.text).toContain('Invoices: 2 x Paper @ $3.50; 1 x Pens @ $2.00');
    expect(mail.text).toContain('Receipts: receipt-1.jpg, receipt-2.pdf');
    expect(mail.text).not.toContain('Notes:');
    expect(mail.text).toContain(`Reference: ${input.reference}`);
    expect(mail.text).toContain(input.dashboardUrl);
    expect(mail.html).toContain(`href="${escapeHtml(input.dashboardUrl)}"`);
  });

  it('names the event by its title when nobody is named (event feedback)', () => {
    const feedback = alertMail({
      ...input,
      formType: 'event_feedback',
      formTitle: 'Event Feedback',
      submitterName: undefined,
      eventTitle: 'Fall\r\nFestival',
    });
    expect(feedback.subject).toBe('St. Brigid HSA: New event feedback on Fall Festival (HSA-2026-0142)');
    expect(feedback.text).toMatch(/^Someone sent event feedback on Fall Festival on Nov 03, 2026 9:15 a\.m\./);
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
    expect(mail.subject).toBe('St. Brigid HSA: We received your reimbursement request (HSA-2026-0142)');
    expect(mail.text).toMatch(/^Dear Jane Doe,\n\nThank you\. We received your reimbursement request on Nov 03, 2026 9:15 a\.m\./);
    expect(mail.text).toContain(`Your reference is ${input.reference}.`);
    expect(mail.text).toContain('Questions? Write to hsa@stbrigid-school.example.org and mention your reference.');
    expect(mail.html).toContain('href="mailto:hsa@stbrigid-school.example.org"');
  });

  it('opens with the form in words: "We received your volunteer hours"', () => {
    const hours = confirmationMail({ ...input, formType: 'volunteer_hours_request', formTitle: 'Log Volunteer Hours' });
    expect(hours.subject).toBe('St. Brigid HSA: We received your volunteer hours (HSA-2026-0142)');
    expect(hours.text).toContain('We received your volunteer hours on Nov 03, 2026 9:15 a.m.');
    expect(hours.text).not.toContain('Log Volunteer Hours');
  });

  it('says what happens next to a reimbursement: two officers, $250.00 a check, one to two weeks', () => {
    expect(mail.text).toContain('What happens next:');
    expect(mail.text).toContain('one approves it, and a different officer records the payment');
    expect(mail.text).toContain('$250.00 per check');
    expect(mail.text).toContain('one to two weeks');
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
    expect(mail.text).not.toMatch(/Treasurer will write/);
    expect(mail.html).toContain(`href="${statusUrl}"`);
    expect(confirmationMail(input).text).not.toContain('private page');
  });

  const move: StageMailInput = {
    stage: 'approved',
    reference: 'HSA-2026-0142',
    total: '$370.50',
    statusUrl,
    on: 'November 24, 2026',
    submitterName: 'Jane Doe',
    schoolShortName: 'St. Brigid',
    associationFullName: 'St. Brigid Catholic School Home and School Association',
    associationEmail: 'hsa@stbrigid-school.example.org',
  };

  it('is told of an approval and what happens next, with no promise of who writes the check', () => {
    const mail = stageMail(move);
    expect(mail.subject).toBe('St. Brigid HSA: Your reimbursement request was approved (HSA-2026-0142)');
    expect(mail.text).toContain('Your reimbursement request of $370.50 (reference HSA-2026-0142) was approved on November 24, 2026.');
    expect(mail.text).toContain('Next, a second HSA officer records the payment.');
    expect(mail.text).not.toMatch(/Treasurer/);
  });

  it('finds the status link in every stage mail', () => {
    for (const stage of ['approved', 'paid', 'declined'] as const) {
      const mail = stageMail({ ...move, stage, reason: 'x' });
      expect(mail.text, stage).toContain(`on its private page: ${statusUrl}`);
      expect(mail.html, stage).toContain(`href="${statusUrl}"`);
    }
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
    expect(mail.subject).toBe('St. Brigid HSA: Your reimbursement was paid (HSA-2026-0142)');
    expect(mail.text).toContain('- Check 1001: $250.00, dated November 24, 2026\n- Check 1002: $120.50, dated November 24, 2026');
    expect(mail.html).toContain('<li>Check 1002: $120.50, dated November 24, 2026</li>');
  });

  it('is told of a decline with its reason, escaped in the HTML part', () => {
    const mail = stageMail({ ...move, stage: 'declined', reason: 'No receipt <b>attached</b>' });
    expect(mail.subject).toBe('St. Brigid HSA: Your reimbursement request was declined (HSA-2026-0142)');
    expect(mail.text).toContain('The reason given: No receipt <b>attached</b>');
    expect(mail.html).toContain('The reason given: No receipt &lt;b&gt;attached&lt;/b&gt;');
  });
});

/** The words a reader sees in an HTML part: tags dropped, entities read, spaces collapsed. */
const htmlWords = (html: string) =>
  html
    .replace(/<title>.*?<\/title>/s, '')
    .replace(/<br>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
const textWords = (text: string) => text.replace(/:/g, ' ').replace(/\s+/g, ' ').trim();

describe('plain text and HTML say the same (docs/decisions/055)', () => {
  const statusUrl = 'https://hsa.example.org/volunteers/reimbursement-status/abc';
  const mails = {
    alert: alertMail(input),
    confirmation: confirmationMail({ ...input, statusUrl }),
    approved: stageMail({ ...input, stage: 'approved', total: '$1.00', on: 'November 24, 2026', statusUrl }),
    declined: stageMail({ ...input, stage: 'declined', total: '$1.00', on: 'November 24, 2026', reason: 'No <b>receipt</b>', statusUrl }),
  };
  for (const [name, mail] of Object.entries(mails)) {
    it(`${name}: every line of the text part reads in the HTML part, and nothing more`, () => {
      // Labels and links end in ':' in text, in a table cell or a link in HTML: compared without colons.
      const html = textWords(htmlWords(mail.html));
      for (const line of mail.text
        .split('\n')
        .map((one) => one.replace(/^- /, '').trim())
        .filter(Boolean))
        expect(html, line).toContain(textWords(line));
      expect(html.length).toBeLessThanOrEqual(textWords(mail.text).length);
    });
  }
});
