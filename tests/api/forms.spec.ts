import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { FORM_TYPES, type Submission } from '../../src/domain/forms';
import { tokenFor } from '../support/demo';
import { auth, formData, freshAddress, inParallel, SUBMIT, totalCount, treasurerToken, unique, validFormData } from '../support/forms';

const TINY_JPEG = readFileSync(new URL('../support/tiny.jpg', import.meta.url));

function sendReimbursement(request: APIRequestContext, marker: string, files: Array<{ name: string; bytes: Uint8Array; type?: string }>) {
  const form = new FormData();
  form.append('form_type', 'reimbursement_request');
  form.append('form_data', JSON.stringify({ ...validFormData('reimbursement_request', marker), receipts: files.map((file) => file.name) }));
  for (const file of files) form.append('files', new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? 'image/jpeg' }));
  return request.post(SUBMIT, { multipart: form, headers: freshAddress() });
}

async function newestRow(request: APIRequestContext, token: string, formType: string): Promise<Submission> {
  const response = await request.get(`${formData(formType)}?page=1&page_size=1`, { headers: auth(token) });
  return ((await response.json()) as { results: Submission[] }).results[0]!;
}

// Several calls each, and each local call starts a fresh function worker.
test.describe.configure({ timeout: 180_000 });

test.describe('POST /v1/api/submit-form (SPEC section 7)', () => {
  test('each form type sent as JSON answers status true and is listed first for the treasurer', async ({ request }) => {
    const token = await treasurerToken(request);
    for (const formType of FORM_TYPES) {
      const marker = unique(formType);
      const response = await request.post(SUBMIT, { data: { form_type: formType, form_data: validFormData(formType, marker) }, headers: freshAddress() });
      expect(response.status(), await response.text()).toBe(200);
      expect(await response.json()).toEqual({ status: true });
      const row = await newestRow(request, token, formType);
      expect(row).toMatchObject({ form_type: formType, status: 'INCOMPLETE' });
      expect(formType === 'event_feedback' ? row.form_data.feedback : row.form_data.name).toBe(marker);
    }
  });

  test('a reimbursement sent as multipart stores its receipt, which downloads as image/jpeg', async ({ request }) => {
    const response = await sendReimbursement(request, unique('Receipt'), [{ name: 'coffee.jpg', bytes: TINY_JPEG }]);
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
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(TINY_JPEG);
    const response = await sendReimbursement(request, unique('Big'), [{ name: 'big.jpg', bytes: big }]);
    expect(response.status()).toBe(413);
    expect((await response.json()).error).toMatch(/big\.jpg is larger than 5 MB/);
    expect(await totalCount(request, token, 'reimbursement_request')).toBe(before);
  });

  test('a text file named .jpg is a 415 and nothing is stored', async ({ request }) => {
    const token = await treasurerToken(request);
    const before = await totalCount(request, token, 'reimbursement_request');
    const response = await sendReimbursement(request, unique('Text'), [{ name: 'receipt.jpg', bytes: new TextEncoder().encode('not really a picture') }]);
    expect(response.status()).toBe(415);
    expect(await response.json()).toEqual({ error: 'receipt.jpg is not an image or a PDF.', code: 'UNSUPPORTED_FILE_TYPE' });
    expect(await totalCount(request, token, 'reimbursement_request')).toBe(before);
  });

  test('a filled honeypot answers status true and stores nothing', async ({ request }) => {
    const token = await treasurerToken(request);
    const before = await totalCount(request, token, 'volunteer_request');
    const bot = { form_type: 'volunteer_request', form_data: { ...validFormData('volunteer_request', 'Bot'), website: 'http://spam.example' } };
    const response = await request.post(SUBMIT, { data: bot, headers: freshAddress() });
    expect(await response.json()).toEqual({ status: true });
    expect(await totalCount(request, token, 'volunteer_request')).toBe(before);
  });

  test('an invalid field is a 400 that names the problem and the field', async ({ request }) => {
    const body = { form_type: 'volunteer_request', form_data: { ...validFormData('volunteer_request', 'Ann'), email: 'not-an-address' } };
    const response = await request.post(SUBMIT, { data: body, headers: freshAddress() });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ error: 'Please enter a valid email address. (form_data.email)', code: 'INVALID_INPUT' });
  });

  test('an activity outside the served list is a 400', async ({ request }) => {
    const body = { form_type: 'volunteer_request', form_data: { ...validFormData('volunteer_request', 'Ann'), volunteer_activity: 'recess-monitor' } };
    const response = await request.post(SUBMIT, { data: body, headers: freshAddress() });
    expect(response.status()).toBe(400);
    expect((await response.json()).error).toBe('Please choose one of the options. (form_data.volunteer_activity)');
  });

  test('an unknown form type is a 400 naming the known ones', async ({ request }) => {
    const response = await request.post(SUBMIT, { data: { form_type: 'payroll', form_data: {} }, headers: freshAddress() });
    expect(response.status()).toBe(400);
    expect((await response.json()).error).toMatch(/^Unknown form type\. Expected one of: volunteer_request, volunteer_hours_request, reimbursement_request, event_feedback\./);
  });

  test('one address is refused with 429 and Retry-After after 20 submissions in 10 minutes', async ({ request }) => {
    const address = freshAddress();
    // Every request counts, valid or not: 20 quick ones fill the window.
    const fill = await inParallel(20, 5, async () => (await request.post(SUBMIT, { data: {}, headers: address })).status());
    expect(fill).toEqual(Array(20).fill(400));
    const refused = await request.post(SUBMIT, { data: { form_type: 'event_feedback', form_data: validFormData('event_feedback', 'late') }, headers: address });
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    expect((await refused.json()).error).toMatch(/wait a few minutes/);
  });
});

test.describe('GET /v1/api/datasource/volunteer-activities', () => {
  test('lists the committees by title, then the general activities, and follows a new committee', async ({ request }) => {
    const committees = (await (await request.get('/v2/api/formation/committee?include_fields=title,slug')).json()).results as Array<{ title: string; slug: string }>;
    const first = (await (await request.get('/v1/api/datasource/volunteer-activities')).json()).results as Array<{ name: string; value: string }>;
    const byTitle = [...committees].sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base', numeric: true }));
    expect(first.slice(0, committees.length)).toEqual(byTitle.map((committee) => ({ name: committee.title, value: committee.slug })));
    expect(first.slice(committees.length).map((option) => option.name)).toEqual(['General Volunteering', 'Classroom Help', 'Lunch & Recess Help', 'Other']);

    const editor = await tokenFor(request, 'editor');
    const created = await request.post('/v2/api/formation', { headers: auth(editor), data: { type: 'committee', title: unique('Garden Club') } });
    const committee = (await created.json()).results as { _id: string; title: string; slug: string };
    try {
      const after = (await (await request.get('/v1/api/datasource/volunteer-activities')).json()).results as Array<{ name: string; value: string }>;
      expect(after).toContainEqual({ name: committee.title, value: committee.slug });
      const body = { form_type: 'volunteer_request', form_data: { ...validFormData('volunteer_request', 'Gardener'), volunteer_activity: committee.slug } };
      expect((await request.post(SUBMIT, { data: body, headers: freshAddress() })).status()).toBe(200);
    } finally {
      await request.delete(`/v2/api/formation/committee/${committee._id}`, { headers: auth(editor) });
    }
  });
});
