/**
 * POST /v1/api/submit-form (SPEC section 7, DESIGN section 6): each form as JSON or multipart, receipts,
 * refusals with their reasons, concurrent submissions, and the limits per address and per sender. A filled
 * honeypot is tested at the function itself (src/features/forms/submit-form.test.ts), where every write shows.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { FORM_TYPES } from '../../src/features/forms/form-types';
import type { Submission } from '../../src/features/submissions/submissions';
import { auth } from '../support/sign-in';
import { SUBMIT_RULE } from '../../src/features/forms/submit-form.server';
import { newClient } from '../support/clients';
import { formData, inParallel, senderEmail, SUBMIT, totalCount, treasurerToken, unique, validFormData } from '../support/forms';

const TINY_JPEG = readFileSync(new URL('../support/tiny.jpg', import.meta.url));

function sendReimbursement(marker: string, files: Array<{ name: string; bytes: Uint8Array; type?: string }>) {
  const form = new FormData();
  form.append('form_type', 'reimbursement_request');
  form.append('form_data', JSON.stringify({ ...validFormData('reimbursement_request', marker), receipts: files.map((file) => file.name) }));
  for (const file of files) form.append('files', new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? 'image/jpeg' }));
  return newClient().post(SUBMIT, { multipart: form });
}

async function newestRow(request: APIRequestContext, token: string, formType: string): Promise<Submission> {
  const response = await request.get(`${formData(formType)}?page=1&page_size=1`, { headers: auth(token) });
  return ((await response.json()) as { results: Submission[] }).results[0]!;
}

const SUBMISSIONS = 50;
/** Enough overlap to race every write; more would time out in the emulation, not in our code. */
const IN_FLIGHT = 10;

// Several calls each, and each local call starts a fresh function worker.
test.describe.configure({ timeout: 180_000 });

test.describe('POST /v1/api/submit-form (SPEC section 7)', () => {
  test('each form type sent as JSON answers status true and is listed first for the treasurer', async ({ request }) => {
    const token = await treasurerToken(request);
    for (const formType of FORM_TYPES) {
      const marker = unique(formType);
      const response = await newClient().post(SUBMIT, { data: { form_type: formType, form_data: validFormData(formType, marker) } });
      expect(response.status(), await response.text()).toBe(200);
      const answer = (await response.json()) as { status: boolean; reference: string };
      expect(answer).toEqual({
        status: true,
        reference: expect.stringMatching(/^HSA-\d{4}-\d{4}$/),
        // A reimbursement's answer also names its payee's status page (docs/decisions/055).
        ...(formType === 'reimbursement_request'
          ? { status_page: expect.stringMatching(/^\/volunteers\/reimbursement-status\/[\w-]{43}$/) }
          : {}),
      });
      const row = await newestRow(request, token, formType);
      expect(row).toMatchObject({ form_type: formType, status: 'INCOMPLETE', reference: answer.reference });
      expect(formType === 'event_feedback' ? row.form_data.feedback : row.form_data.name).toBe(marker);
    }
  });

  test("a reimbursement's associated activities named by their label alone, the spec's shape, are stored as those options", async ({
    request,
  }) => {
    const marker = unique('Labels');
    const associated_activites = [{ label: 'Book Fair' }];
    const data = {
      form_type: 'reimbursement_request',
      form_data: { ...validFormData('reimbursement_request', marker), associated_activites },
    };
    const response = await newClient().post(SUBMIT, { data });
    expect(response.status(), await response.text()).toBe(200);
    const row = await newestRow(request, await treasurerToken(request), 'reimbursement_request');
    expect(row.form_data.name).toBe(marker);
    expect(row.form_data.associated_activites).toEqual([{ label: 'Book Fair', value: 'book-fair' }]);
    const unknown = { ...data, form_data: { ...data.form_data, associated_activites: [{ label: 'Free money' }] } };
    expect((await newClient().post(SUBMIT, { data: unknown })).status()).toBe(400);
  });

  test('a reimbursement sent as multipart stores its receipt, which downloads as image/jpeg', async ({ request }) => {
    const response = await sendReimbursement(unique('Receipt'), [{ name: 'coffee.jpg', bytes: TINY_JPEG }]);
    expect(response.status(), await response.text()).toBe(200);
    const token = await treasurerToken(request);
    const row = await newestRow(request, token, 'reimbursement_request');
    expect(row.form_data.receipts).toEqual(['coffee.jpg']);
    const receipt = await request.get(`${formData('reimbursement_request')}/${row._id}/receipts/0`, { headers: auth(token) });
    expect(receipt.status()).toBe(200);
    expect(receipt.headers()['content-type']).toBe('image/jpeg');
    expect(receipt.headers()['content-disposition']).toMatch(/^attachment; filename="coffee\.jpg"/);
    expect(receipt.headers()['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(await receipt.body(), TINY_JPEG)).toBe(0);
    expect((await request.get(`${formData('reimbursement_request')}/${row._id}/receipts/1`, { headers: auth(token) })).status()).toBe(404);
  });

  test('an oversized receipt is a 413 and nothing is stored', async ({ request }) => {
    const token = await treasurerToken(request);
    const before = await totalCount(request, token, 'reimbursement_request');
    // Under the request's size cap, so the streamed file limit is what refuses it.
    const big = new Uint8Array(4.5 * 1024 * 1024);
    big.set(TINY_JPEG);
    const response = await sendReimbursement(unique('Big'), [{ name: 'big.jpg', bytes: big }]);
    expect(response.status()).toBe(413);
    expect((await response.json()).error).toMatch(/big\.jpg is larger than 4 MB/);
    expect(await totalCount(request, token, 'reimbursement_request')).toBe(before);
  });

  test('a text file named .jpg is a 415 and nothing is stored', async ({ request }) => {
    const token = await treasurerToken(request);
    const before = await totalCount(request, token, 'reimbursement_request');
    const response = await sendReimbursement(unique('Text'), [
      { name: 'receipt.jpg', bytes: new TextEncoder().encode('not really a picture') },
    ]);
    expect(response.status()).toBe(415);
    expect(await response.json()).toEqual({ error: 'receipt.jpg is not an image or a PDF.', code: 'UNSUPPORTED_FILE_TYPE' });
    expect(await totalCount(request, token, 'reimbursement_request')).toBe(before);
  });

  test('an invalid field is a 400 that names the problem and the field', async () => {
    const body = { form_type: 'volunteer_request', form_data: { ...validFormData('volunteer_request', 'Ann'), email: 'not-an-address' } };
    const response = await newClient().post(SUBMIT, { data: body });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ error: 'Please enter a valid email address. (form_data.email)', code: 'INVALID_INPUT' });
  });

  test('an activity outside the served list is a 400', async () => {
    const body = {
      form_type: 'volunteer_request',
      form_data: { ...validFormData('volunteer_request', 'Ann'), volunteer_activity: 'recess-monitor' },
    };
    const response = await newClient().post(SUBMIT, { data: body });
    expect(response.status()).toBe(400);
    expect((await response.json()).error).toBe('Please choose one of the options. (form_data.volunteer_activity)');
  });

  test('an unknown form type is a 400 naming the known ones', async () => {
    const response = await newClient().post(SUBMIT, { data: { form_type: 'payroll', form_data: {} } });
    expect(response.status()).toBe(400);
    expect((await response.json()).error).toMatch(
      /^Unknown form type\. Expected one of: volunteer_request, volunteer_hours_request, reimbursement_request, event_feedback\./,
    );
  });

  test('a negative or huge invoice price or qty is a 400 that says which', async () => {
    const cases: Array<[qty: string, price: string, error: string]> = [
      ['1', '-5', 'Please enter a price from 0 to 100,000. (form_data.invoices.price)'],
      ['1', '100000.01', 'Please enter a price from 0 to 100,000. (form_data.invoices.price)'],
      ['-2', '5', 'Please enter a qty from 0 to 1,000. (form_data.invoices.qty)'],
      ['1001', '5', 'Please enter a qty from 0 to 1,000. (form_data.invoices.qty)'],
      ['1000', '100000', 'The invoice lines may add up to at most $100,000. (form_data.invoices)'],
    ];
    for (const [qty, price, error] of cases) {
      const form_data = { ...validFormData('reimbursement_request', unique('Refund')), invoices: [{ qty, item: 'Refund', price }] };
      const response = await newClient().post(SUBMIT, { data: { form_type: 'reimbursement_request', form_data } });
      expect(response.status(), `${qty} x ${price}`).toBe(400);
      expect(await response.json(), `${qty} x ${price}`).toEqual({ error, code: 'INVALID_INPUT' });
    }
  });

  test('50 submissions sent concurrently are all stored: none lost, none overwritten', async ({ request }) => {
    test.setTimeout(600_000);
    const token = await treasurerToken(request);
    const before = await totalCount(request, token, 'volunteer_request');
    const batch = unique('Parallel');
    const statuses = await inParallel(SUBMISSIONS, IN_FLIGHT, async (i) => {
      const body = { form_type: 'volunteer_request', form_data: validFormData('volunteer_request', `${batch} ${i}`) };
      return (await newClient().post(SUBMIT, { data: body })).status();
    });
    expect(statuses).toEqual(Array(SUBMISSIONS).fill(200));
    expect(await totalCount(request, token, 'volunteer_request')).toBe(before + SUBMISSIONS);
    const newest = (
      await (await request.get(`${formData('volunteer_request')}?page=1&page_size=${SUBMISSIONS}`, { headers: auth(token) })).json()
    ).results as Submission[];
    expect(new Set(newest.map((row) => row.form_data.name))).toEqual(
      new Set(Array.from({ length: SUBMISSIONS }, (_, i) => `${batch} ${i}`)),
    );
  });
});

test.describe('the short reference (docs/decisions/055)', () => {
  test('20 submissions sent at once get 20 distinct references of the shape HSA-yyyy-nnnn, each stored on its row', async ({ request }) => {
    const token = await treasurerToken(request);
    const batch = unique('Reference');
    const answers = await inParallel(20, 20, async (i) => {
      const formType = FORM_TYPES[i % FORM_TYPES.length]!;
      const response = await newClient().post(SUBMIT, {
        data: { form_type: formType, form_data: validFormData(formType, `${batch} ${i}`) },
      });
      expect(response.status(), await response.text()).toBe(200);
      return ((await response.json()) as { reference: string }).reference;
    });
    const year = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', year: 'numeric' }).format(new Date());
    for (const reference of answers) expect(reference).toMatch(new RegExp(`^HSA-${year}-\\d{4}$`));
    expect(new Set(answers).size).toBe(20);
    const rows = (await (await request.get(`${formData('volunteer_request')}?page=1&page_size=20`, { headers: auth(token) })).json())
      .results as Submission[];
    const mine = rows.filter((row) => String(row.form_data.name).startsWith(batch));
    expect(mine.length).toBeGreaterThan(0);
    for (const row of mine) expect(answers).toContain(row.reference);
  });
});

test.describe('limits that fit a school (DESIGN section 6, docs/decisions/022)', () => {
  const feedback = (text: string) => ({ form_type: 'event_feedback', form_data: validFormData('event_feedback', text) });

  test('one sender email is refused with 429 after 10 forms in 10 minutes, from any address; other senders go on', async () => {
    const parent = newClient();
    const email = senderEmail('kim');
    const hours = (address: string) => ({
      form_type: 'volunteer_hours_request',
      form_data: { ...validFormData('volunteer_hours_request', unique('Hours')), email: address },
    });
    const statuses = await inParallel(10, 5, async () => (await parent.post(SUBMIT, { data: hours(email) })).status());
    expect(statuses).toEqual(Array(10).fill(200));
    // Another address and another spelling: the same mailbox.
    const refused = await newClient().post(SUBMIT, { data: hours(` ${email.toUpperCase()}`) });
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    expect((await refused.json()).error).toBe('Too many forms were sent with this email address. Please wait a few minutes and try again.');
    expect((await parent.post(SUBMIT, { data: hours(senderEmail('lee')) })).status()).toBe(200);
  });

  // Last in the file: it fills one address's minute (an address of its own, so later tests are not refused).
  test('60 parents on one Wi-Fi sending feedback within a minute are all accepted; a flood is refused with 429 and Retry-After, whatever X-Forwarded-For it claims', async ({
    request,
  }) => {
    const token = await treasurerToken(request);
    const before = await totalCount(request, token, 'event_feedback');
    const wifi = newClient();
    const started = Date.now();
    const parents = await inParallel(60, 6, async (i) => (await wifi.post(SUBMIT, { data: feedback(unique(`Parent ${i}`)) })).status());
    expect(parents).toEqual(Array(60).fill(200));
    expect(await totalCount(request, token, 'event_feedback')).toBe(before + 60);

    // A bot's flood up to the minute's limit: honeypot hits count but are stored nowhere; each claims another address.
    const bot = { ...feedback('Buy now'), form_data: { ...feedback('Buy now').form_data, website: 'http://spam.example' } };
    const floodSize = SUBMIT_RULE.burst!.limit - 60;
    const flood = await inParallel(floodSize, 6, async (i) =>
      (await wifi.post(SUBMIT, { data: bot, headers: { 'X-Forwarded-For': `198.51.100.${i % 250}` } })).status(),
    );
    expect(flood).toEqual(Array(floodSize).fill(200));
    const refused = await wifi.post(SUBMIT, {
      data: feedback('One more'),
      headers: { 'X-Forwarded-For': '203.0.113.77', 'X-Real-IP': '203.0.113.78' },
    });
    expect(Date.now() - started, 'the flood took longer than the minute it has to fill').toBeLessThan(60_000);
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers()['retry-after'])).toBeLessThanOrEqual(60);
    expect((await refused.json()).error).toMatch(/wait a few minutes/);
    expect(await totalCount(request, token, 'event_feedback')).toBe(before + 60);
  });
});
