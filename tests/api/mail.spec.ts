/**
 * Mail of the public forms (docs/decisions/034), read from the tests' own SMTP server (tests/support/mailbox.ts) that
 * the test server's SMTP_URL points at: each form's alert and confirmation exactly once, header injection
 * and HTML escaping, SMTP down then up, mail never failing a submission, and two retry runs at once.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { FORM_TYPES, type FormType } from '../../src/features/forms/form-types';
import type { Submission } from '../../src/features/submissions/submissions';
import { newClient } from '../support/clients';
import { formData, senderEmail, SUBMIT, treasurerToken, unique, validFormData } from '../support/forms';
import { Mailbox, runSweep } from '../support/mailbox';
import { auth } from '../support/sign-in';

const NOTIFICATIONS = '/v1/user_auth/notifications';

test.describe.configure({ timeout: 180_000 });

let mailbox: Mailbox | null = null;
test.afterEach(async () => {
  await mailbox?.close();
  mailbox = null;
});

/** Officers' addresses of this test's own, one per form, saved as the forms' alert lists. */
async function alertAddresses(request: APIRequestContext): Promise<Record<FormType, string>> {
  const token = await treasurerToken(request);
  const tag = Math.random().toString(36).slice(2, 8);
  const addresses = Object.fromEntries(FORM_TYPES.map((form) => [form, `${form.replaceAll('_', '-')}.${tag}@officers.example.org`]));
  const current = await request.get(NOTIFICATIONS, { headers: auth(token) });
  const { version } = ((await current.json()) as { results: { version: number } }).results;
  const lists = Object.fromEntries(FORM_TYPES.map((form) => [form, [addresses[form]]]));
  const saved = await request.put(NOTIFICATIONS, { headers: auth(token), data: { ...lists, version } });
  expect(saved.status()).toBe(200);
  return addresses as Record<FormType, string>;
}

async function submit(formType: FormType, data: Record<string, unknown>) {
  const response = await newClient().post(SUBMIT, { data: { form_type: formType, form_data: data } });
  expect(response.status(), await response.text()).toBe(200);
  expect(await response.json()).toMatchObject({ status: true, reference: expect.stringMatching(/^HSA-\d{4}-\d{4}$/) });
}

/** Retries until a mail reaches `address` (other tests' mails may be ahead of it in the outbox). */
async function retryUntilDelivered(request: APIRequestContext, box: Mailbox, address: string) {
  await expect
    .poll(
      async () => {
        if (box.to(address).length === 0) await runSweep(request);
        return box.to(address).length;
      },
      { message: `a mail to ${address} after the retry`, timeout: 120_000, intervals: [100, 250, 500] },
    )
    .toBeGreaterThan(0);
}

async function rowOf(request: APIRequestContext, formType: FormType, name: string): Promise<Submission & { mail_status?: string }> {
  const token = await treasurerToken(request);
  const response = await request.get(`${formData(formType)}?page=1&page_size=20`, { headers: auth(token) });
  const rows = ((await response.json()) as { results: Array<Submission & { mail_status?: string }> }).results;
  const row = rows.find((candidate) => candidate.form_data.name === name || candidate.form_data.feedback === name);
  expect(row, `the stored ${formType} row of ${name}`).toBeDefined();
  return row!;
}

test.describe('mail of the public forms', () => {
  test('each form alerts its officers once; the three volunteer forms confirm to the sender once, with a copy and a reference', async ({
    request,
  }) => {
    mailbox = await Mailbox.open();
    const alerts = await alertAddresses(request);
    const senders: Partial<Record<FormType, { email: string; marker: string }>> = {};
    for (const formType of FORM_TYPES) {
      const marker = unique(formType);
      const data = validFormData(formType, marker);
      const email = typeof data.email === 'string' ? data.email : '';
      senders[formType] = { email, marker };
      await submit(formType, data);
    }

    for (const formType of FORM_TYPES) {
      const { email, marker } = senders[formType]!;
      const [alert] = await mailbox.expectTo(alerts[formType]);
      expect(alert!.envelopeTo).toEqual([alerts[formType]]);
      expect(alert!.envelopeFrom).toBe('hsa-website@test.example.org');
      expect(alert!.parsed.text).toContain(marker);
      expect(alert!.parsed.text).toContain(`/access/forms?tab=${formType}`);
      // Every mail carries the short reference, and writes dates out as the site does (docs/decisions/055).
      expect(alert!.parsed.text).toMatch(/Reference: HSA-\d{4}-\d{4}\n/);
      expect(alert!.parsed.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      if (formType === 'event_feedback') {
        expect(alert!.parsed.subject).toMatch(/^St\. Brigid HSA: New event feedback on Fall Festival \(HSA-\d{4}-\d{4}\)$/);
        expect(alert!.parsed.text).toContain('Event: Fall Festival');
        expect(alert!.parsed.text).toContain('Event Date: Oct 28, 2026 10:00 a.m.');
        expect(alert!.parsed.text).toContain('Rating (1-10): 8');
        expect(alert!.parsed.text).not.toContain('fall-festival');
        continue;
      }
      const things = {
        volunteer_request: 'volunteer request',
        volunteer_hours_request: 'volunteer hours',
        reimbursement_request: 'reimbursement request',
      };
      expect(alert!.parsed.subject).toMatch(
        new RegExp(`^St\\. Brigid HSA: New ${things[formType]} from ${marker} \\(HSA-\\d{4}-\\d{4}\\)$`),
      );
      expect(alert!.parsed.replyTo?.value[0]?.address).toBe(email);

      const [confirmation] = await mailbox.expectTo(email);
      expect(confirmation!.envelopeTo).toEqual([email]);
      expect(confirmation!.parsed.subject).toMatch(
        new RegExp(`^St\\. Brigid HSA: We received your ${things[formType]} \\(HSA-\\d{4}-\\d{4}\\)$`),
      );
      expect(confirmation!.parsed.text).toContain(`Dear ${marker},`);
      expect(confirmation!.parsed.text).toMatch(/Your reference is HSA-\d{4}-\d{4}\./);
      expect(confirmation!.parsed.text).toContain('Questions? Write to hsa@stbrigid-school.example.org');
      expect(confirmation!.parsed.attachments).toEqual([]);
    }
    const reimbursement = mailbox.to(alerts.reimbursement_request)[0]!;
    expect(reimbursement.parsed.text).toContain('Invoices: 2 x Coffee @ $6.25');

    // A retry run afterwards sends none of them again.
    await runSweep(request);
    for (const formType of FORM_TYPES) {
      expect(mailbox.to(alerts[formType])).toHaveLength(1);
      if (formType !== 'event_feedback') expect(mailbox.to(senders[formType]!.email)).toHaveLength(1);
    }
  });

  test('a name with a line break and a header, or with commas and a second address, adds nobody and no header', async ({ request }) => {
    mailbox = await Mailbox.open();
    const alerts = await alertAddresses(request);
    const names = ['Eve\r\nBcc: injected@evil.test', 'Jane, attacker2@evil.test,', 'Mallory\nTo: injected3@evil.test\r\n\r\nbody'];
    const emails: string[] = [];
    for (const name of names) {
      const email = senderEmail('eve');
      emails.push(email);
      await submit('volunteer_request', { ...validFormData('volunteer_request', 'x'), name, email });
    }
    await mailbox.expectTo(alerts.volunteer_request, names.length);
    for (const email of emails) await mailbox.expectTo(email);
    for (const mail of [...mailbox.to(alerts.volunteer_request), ...emails.flatMap((email) => mailbox!.to(email))]) {
      expect(mail.envelopeTo.length).toBe(1);
      expect(mail.envelopeTo.join()).not.toMatch(/evil\.test/);
      expect(mail.parsed.to && 'value' in mail.parsed.to ? mail.parsed.to.value.length : 0).toBe(1);
      expect(mail.headerLines.some((line) => /^(bcc|cc):/i.test(line))).toBe(false);
      expect(mail.headerLines.filter((line) => /^to:/i.test(line))).toHaveLength(1);
      expect(mail.parsed.subject ?? '').not.toMatch(/[\r\n]/);
    }
    expect(mailbox.received.some((mail) => mail.envelopeTo.some((to) => to.endsWith('evil.test')))).toBe(false);
  });

  test('submitted text is escaped in the HTML part', async ({ request }) => {
    mailbox = await Mailbox.open();
    const alerts = await alertAddresses(request);
    const email = senderEmail('html');
    await submit('volunteer_request', {
      ...validFormData('volunteer_request', '<b>Bold</b> Name'),
      email,
      comments: '<script>alert(1)</script><img src=x onerror=alert(2)> & "quotes"',
    });
    for (const mail of [...(await mailbox.expectTo(alerts.volunteer_request)), ...(await mailbox.expectTo(email))]) {
      const html = String(mail.parsed.html);
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<img');
      expect(html).not.toContain('<b>Bold');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt; &amp; &quot;quotes&quot;');
    }
  });

  test('SMTP down: the submission is stored and answered; once SMTP is back, the retry delivers each mail once', async ({ request }) => {
    const alerts = await alertAddresses(request);
    const email = senderEmail('down');
    const marker = unique('smtp down');
    // Nothing listens on the SMTP port now.
    await submit('reimbursement_request', { ...validFormData('reimbursement_request', marker), email });
    // The row says its mails are still owed (the dashboard and check-data see it) ...
    expect((await rowOf(request, 'reimbursement_request', marker)).mail_status).toBe('pending');
    // ... and a sweep while SMTP is still down leaves them owed.
    expect((await runSweep(request)).later).toBeGreaterThanOrEqual(1);
    expect((await rowOf(request, 'reimbursement_request', marker)).mail_status).toBe('pending');

    mailbox = await Mailbox.open();
    await retryUntilDelivered(request, mailbox, alerts.reimbursement_request);
    await retryUntilDelivered(request, mailbox, email);
    await runSweep(request);
    expect(mailbox.to(alerts.reimbursement_request)).toHaveLength(1);
    expect(mailbox.to(email)).toHaveLength(1);
    expect(mailbox.to(email)[0]!.parsed.text).toContain(marker);
    expect((await rowOf(request, 'reimbursement_request', marker)).mail_status).toBe('sent');
  });

  test('the sweep is no address anyone can call: without the local token it is not found, as on Netlify', async ({ request }) => {
    for (const path of ['/.netlify/functions/sweep', '/.netlify/functions/sweep/', '/.netlify/functions/mail-retry']) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await request.fetch(path, { method, headers: { 'x-hsa-local-run': 'a guess' } });
        expect(response.status(), `${method} ${path}`).toBe(404);
        expect(await response.text()).not.toContain('"due"');
      }
    }
  });

  test('the visitor does not wait for SMTP: the answer comes while the mail server still holds the message', async ({ request }) => {
    mailbox = await Mailbox.open({ hold: true });
    const alerts = await alertAddresses(request);
    const marker = unique('slow smtp');
    let answered = false;
    const sending = submit('event_feedback', validFormData('event_feedback', marker)).then(() => (answered = true));
    // The mail server has the message and has not accepted it yet ...
    await expect.poll(() => mailbox!.to(alerts.event_feedback).length).toBe(1);
    // ... and the visitor has the answer meanwhile (were the answer waiting for SMTP, it would come only when
    // the site gives up on the held message, after its 15 s socket timeout).
    await expect.poll(() => answered, { timeout: 10_000 }).toBe(true);
    expect(mailbox.heldCount).toBe(1);
    mailbox.release();
    await sending;
    await runSweep(request);
    expect(mailbox.to(alerts.event_feedback)).toHaveLength(1);
  });

  test('a mailbox that refuses the confirmation for good marks the row, and the submission still stands', async ({ request }) => {
    mailbox = await Mailbox.open({ refuse: (address) => address.startsWith('bounce.') });
    const alerts = await alertAddresses(request);
    const email = senderEmail('bounce');
    const marker = unique('bounced');
    await submit('volunteer_hours_request', { ...validFormData('volunteer_hours_request', marker), email });
    await mailbox.expectTo(alerts.volunteer_hours_request);
    await expect
      .poll(async () => (await rowOf(request, 'volunteer_hours_request', marker)).mail_status, { timeout: 30_000 })
      .toBe('failed');
    expect(mailbox.to(email)).toHaveLength(0);
    // Given up means given up: a retry does not try it again.
    await runSweep(request);
    expect(mailbox.to(email)).toHaveLength(0);
  });

  test('two retry runs at once send each mail once', async ({ request }) => {
    const alerts = await alertAddresses(request);
    const emails = [senderEmail('twice'), senderEmail('twice'), senderEmail('twice')];
    for (const email of emails) await submit('volunteer_request', { ...validFormData('volunteer_request', unique('race')), email });
    mailbox = await Mailbox.open();
    await expect
      .poll(
        async () => {
          await Promise.all([runSweep(request), runSweep(request)]);
          return emails.every((email) => mailbox!.to(email).length > 0) && mailbox!.to(alerts.volunteer_request).length >= 3;
        },
        { timeout: 120_000, intervals: [100, 250, 500] },
      )
      .toBe(true);
    await Promise.all([runSweep(request), runSweep(request)]);
    for (const email of emails) expect(mailbox.to(email)).toHaveLength(1);
    expect(mailbox.to(alerts.volunteer_request)).toHaveLength(3);
  });
});
