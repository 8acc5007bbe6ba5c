import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import submitForm from '../../../netlify/functions/submit-form';
import { normaliseEmail, TOO_MANY_FROM_EMAIL, TOO_MANY_SUBMISSIONS } from './submit-form.server';
import { putFormation } from '../formations/index.server';
import { setStoreFactory, type BlobStore } from '../../server/store.server';
import { listSubmissions } from '../submissions/index.server';
import { demoCommittees } from '../../../scripts/demo/committees';
import { demoSubmissions } from '../../../scripts/demo/submissions';
import { school } from '../../config/school';
import { submissionSchema } from './payload-schema';
import { MAX_RECEIPT_BYTES } from './receipts';
import { volunteerActivityOptions } from './volunteer-activities';
import { backgroundWork, callFunction, functionContext } from '../../../tests/support/functions';
import { memoryStores, type MemoryStore } from '../../../scripts/stores/memory-store';

const TINY_JPEG = new Uint8Array(readFileSync(new URL('../../../tests/support/tiny.jpg', import.meta.url)));
const PATH = '/v1/api/submit-form';

let stores: Map<string, MemoryStore>;
/** Keys in the order they were first written, across all stores. */
let writes: string[];

beforeEach(() => {
  const memory = memoryStores();
  stores = memory.stores;
  writes = [];
  setStoreFactory((name) => {
    const store = memory.factory(name) as unknown as MemoryStore;
    return new Proxy(store, {
      get(target, property) {
        const value = Reflect.get(target, property, target) as unknown;
        if (typeof value !== 'function') return value;
        if (property === 'set' || property === 'setJSON') {
          return (key: string, ...rest: unknown[]) => {
            writes.push(`${name}:${key}`);
            return (value as (...args: unknown[]) => unknown).call(target, key, ...rest);
          };
        }
        return value.bind(target);
      },
    }) as unknown as BlobStore;
  });
});

afterEach(() => {
  setStoreFactory(null);
  vi.unstubAllEnvs();
});

/** A volunteer request from `name`, whose email follows the name (each sender has a limit of its own). */
const volunteerRequest = (name = 'Ann Lee', email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.org`) => ({
  form_type: 'volunteer_request',
  form_data: { name, email, volunteer_activity: 'general-volunteering', comments: 'Mornings', website: '' },
});
const feedback = (text = 'Lovely evening') => ({
  form_type: 'event_feedback',
  form_data: { rating: 9, feedback: text, event_name: 'fall-festival', event_title: 'Fall Festival', event_date: 'Oct 28, 2026' },
});

const reimbursementData = {
  name: 'Beth Moran',
  email: 'beth@example.org',
  volunteer_activity: 'Reimburesment',
  payto_name: 'Beth Moran',
  payto_address: '12 Elm St',
  phone: '410-555-0134',
  pay_arrangement: 'Mail Directly',
  description: 'Coffee',
  reimbursement_total: 12,
  invoices: [{ qty: '2', item: 'Coffee', price: '6' }],
  receipts: ['what-the-client-says.jpg'],
};

function multipart(
  files: Array<{ name: string; bytes: Uint8Array }>,
  formData: unknown = reimbursementData,
  ip = '198.51.100.7',
): Promise<Response> {
  const form = new FormData();
  form.append('form_type', 'reimbursement_request');
  form.append('form_data', JSON.stringify(formData));
  for (const file of files) form.append('files', new File([new Uint8Array(file.bytes)], file.name));
  const req = new Request(`http://localhost${PATH}`, { method: 'POST', body: form });
  return submitForm(req, functionContext({ ip }));
}

const submissionKeys = () => [...(stores.get('submissions')?.entries.keys() ?? [])];

describe('POST /v1/api/submit-form', () => {
  it('stores a valid JSON submission, unread, without the honeypot field, and answers status true with its reference', async () => {
    const response = await callFunction(submitForm, 'POST', PATH, { body: volunteerRequest(), ip: '198.51.100.1' });
    const answer = (await response.json()) as { reference: string };
    expect(answer).toEqual({ status: true, reference: expect.stringMatching(/^HSA-\d{4}-0001$/) });
    const { rows } = await listSubmissions('volunteer_request');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      form_type: 'volunteer_request',
      status: 'INCOMPLETE',
      form_data: { name: 'Ann Lee', volunteer_activity: 'general-volunteering' },
    });
    expect(rows[0]!.form_data).not.toHaveProperty('website');
    expect(rows[0]!.reference).toBe(answer.reference);
  });

  it("stores the page's language beside each form, feedback and a multipart reimbursement included; none sent, none stored", async () => {
    for (const [body, ip] of [
      [{ ...volunteerRequest('Rosa Diaz'), lang: 'es' }, '198.51.100.31'],
      [{ ...feedback('Muy bonito'), lang: 'es' }, '198.51.100.32'],
      [volunteerRequest('Ann Lee'), '198.51.100.33'],
    ] as const) {
      expect((await callFunction(submitForm, 'POST', PATH, { body, ip })).status).toBe(200);
    }
    const form = new FormData();
    form.append('form_type', 'reimbursement_request');
    form.append('form_data', JSON.stringify(reimbursementData));
    form.append('lang', 'es');
    vi.stubEnv('JWT_SECRET', 'unit-test-secret-that-is-long-enough-0123456789');
    expect(
      (await submitForm(new Request(`http://localhost${PATH}`, { method: 'POST', body: form }), functionContext({ ip: '198.51.100.34' })))
        .status,
    ).toBe(200);

    const requests = (await listSubmissions('volunteer_request')).rows;
    expect(requests.find((row) => row.form_data.name === 'Rosa Diaz')?.lang).toBe('es');
    expect(requests.find((row) => row.form_data.name === 'Ann Lee')).not.toHaveProperty('lang');
    expect((await listSubmissions('event_feedback')).rows[0]?.lang).toBe('es');
    expect((await listSubmissions('reimbursement_request')).rows[0]?.lang).toBe('es');
  });

  it('refuses a language other than en or es with a 400 that names lang, storing nothing', async () => {
    for (const lang of ['fr', 'ES', 7]) {
      const refused = await callFunction(submitForm, 'POST', PATH, { body: { ...feedback(), lang }, ip: '198.51.100.35' });
      expect(refused.status, String(lang)).toBe(400);
      expect(await refused.json()).toEqual({
        error: 'Unknown lang (the language of the page). Expected one of: en, es.',
        code: 'INVALID_INPUT',
      });
    }
    expect(submissionKeys()).toEqual([]);
  });

  it('stores 200 concurrent submissions as 200 records under 200 ids: none lost, none overwritten', async () => {
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        callFunction(submitForm, 'POST', PATH, { body: volunteerRequest(`Parent ${i}`), ip: `10.0.${i >> 8}.${i & 255}` }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(200).fill(200));
    const { rows, totalCount } = await listSubmissions('volunteer_request');
    expect(totalCount).toBe(200);
    expect(new Set(rows.map((row) => row._id)).size).toBe(200);
    expect(new Set(rows.map((row) => row.form_data.name)).size).toBe(200);
  });

  it('accepts a committee slug as the activity and refuses a value the activity list does not hold', async () => {
    await putFormation(demoCommittees(new Date())[1]!);
    const asCommittee = { ...volunteerRequest(), form_data: { ...volunteerRequest().form_data, volunteer_activity: 'book-fair' } };
    expect((await callFunction(submitForm, 'POST', PATH, { body: asCommittee, ip: '198.51.100.2' })).status).toBe(200);
    const unknown = { ...volunteerRequest(), form_data: { ...volunteerRequest().form_data, volunteer_activity: 'fun-run' } };
    const refused = await callFunction(submitForm, 'POST', PATH, { body: unknown, ip: '198.51.100.2' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: 'Please choose one of the options. (form_data.volunteer_activity)',
      code: 'INVALID_INPUT',
    });
  });

  it('answers a filled honeypot, sent as JSON or as multipart with a receipt, like a success and writes nothing', async () => {
    const bot = { ...volunteerRequest(), form_data: { ...volunteerRequest().form_data, website: 'http://spam.example' } };
    const json = await callFunction(submitForm, 'POST', PATH, { body: bot, ip: '198.51.100.3' });
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ status: true });
    const multipartBot = await multipart(
      [{ name: 'coffee.jpg', bytes: TINY_JPEG }],
      { ...reimbursementData, website: 'http://spam.example' },
      '198.51.100.4',
    );
    expect(multipartBot.status).toBe(200);
    expect(await multipartBot.json()).toEqual({ status: true });
    expect(writes.filter((key) => key.startsWith('submissions:'))).toEqual([]);
    expect(submissionKeys()).toEqual([]);
  });

  it('owes its work first, then stores the receipts, under the names of the files received, claims its reference, then the submission, then moves the reference hint', async () => {
    vi.stubEnv('JWT_SECRET', 'unit-test-secret-that-is-long-enough-0123456789');
    const response = await multipart([
      { name: 'C:\\fakepath\\coffee receipt.jpg', bytes: TINY_JPEG },
      { name: 'b.jpg', bytes: TINY_JPEG },
    ]);
    expect(await response.json()).toEqual({
      status: true,
      reference: expect.stringMatching(/^HSA-\d{4}-0001$/),
      status_page: expect.stringMatching(/^\/volunteers\/reimbursement-status\/[A-Za-z0-9_-]{43}$/),
    });
    await backgroundWork();
    const [row] = (await listSubmissions('reimbursement_request')).rows;
    expect(row!.form_data.receipts).toEqual(['coffee receipt.jpg', 'b.jpg']);
    expect(row!.form_data.reimburesment_total).toBe(12);
    expect(writes.filter((key) => !key.startsWith('throttle:'))).toEqual([
      // What the write owes (docs/decisions/049), before its first blob: settled and gone once done.
      expect.stringMatching(/^jobs:[0-9a-z]{9}-/),
      `submissions:receipt/${row!._id}/0`,
      `submissions:receipt/${row!._id}/1`,
      expect.stringMatching(/^submissions:reference\/\d{4}\/0001$/),
      `submissions:reimbursement_request/${row!.submission_date.slice(0, 7)}/${row!._id}`,
      expect.stringMatching(/^submissions:reference\/\d{4}\/next$/),
      // Its status page, answered with it so the confirmation panel links to it (docs/decisions/055).
      expect.stringMatching(/^submissions:reimbursement-status\/[0-9a-f]{64}$/),
    ]);
    expect([...(stores.get('jobs')?.entries.keys() ?? [])]).toEqual([]);
  });

  it('refuses an oversized receipt with a 413 and a file that is no image or PDF with a 415, storing nothing', async () => {
    const big = new Uint8Array(MAX_RECEIPT_BYTES + 1);
    big.set(TINY_JPEG);
    expect(
      (
        await multipart([
          { name: 'ok.jpg', bytes: TINY_JPEG },
          { name: 'big.jpg', bytes: big },
        ])
      ).status,
    ).toBe(413);
    const text = await multipart([
      { name: 'ok.jpg', bytes: TINY_JPEG },
      { name: 'notes.jpg', bytes: new TextEncoder().encode('just text') },
    ]);
    expect(text.status).toBe(415);
    expect((await text.json()).error).toBe('notes.jpg is not an image or a PDF.');
    expect(submissionKeys()).toEqual([]);
  });

  it('refuses receipts on any form but a reimbursement', async () => {
    const form = new FormData();
    form.append('form_type', 'volunteer_request');
    form.append('form_data', JSON.stringify(volunteerRequest().form_data));
    form.append('files', new File([TINY_JPEG], 'a.jpg'));
    const response = await submitForm(new Request(`http://localhost${PATH}`, { method: 'POST', body: form }), {
      ip: '198.51.100.9',
      params: {},
    } as never);
    expect(response.status).toBe(400);
    expect(submissionKeys()).toEqual([]);
  });

  it('refuses form_data nested deeper than 20 levels in a multipart body with a readable 400, storing nothing', async () => {
    const deep = { ...reimbursementData, website: JSON.parse(`${'['.repeat(21)}${']'.repeat(21)}`) as unknown };
    const response = await multipart([], deep);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "The form's form_data part nests lists or objects more than 20 levels deep.",
      code: 'TOO_DEEP',
    });
    expect(submissionKeys()).toEqual([]);
  });

  it('refuses a negative invoice price with a 400 that says so, storing nothing', async () => {
    const refund = { ...reimbursementData, invoices: [{ qty: '1', item: 'Refund', price: '-5' }] };
    const response = await callFunction(submitForm, 'POST', PATH, {
      body: { form_type: 'reimbursement_request', form_data: refund },
      ip: '198.51.100.8',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('Please enter a price from 0 to 100,000. (form_data.invoices.price)');
    expect(submissionKeys()).toEqual([]);
  });
});

describe('submission limits that fit a school (docs/decisions/022)', () => {
  const send = (body: unknown, ip = '203.0.113.5') => callFunction(submitForm, 'POST', PATH, { body, ip });

  it('accepts 120 feedbacks from one address within a minute, then answers 429 with Retry-After; another address goes on', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 120 }, (_, i) => send(feedback(`Parent ${i}`)).then((response) => response.status)),
    );
    expect(statuses).toEqual(Array(120).fill(200));
    const refused = await send(feedback('One too many'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await refused.json()).error).toBe(TOO_MANY_SUBMISSIONS);
    expect((await send(feedback(), '203.0.113.6')).status).toBe(200);
  });

  it('accepts 10 forms from one email in ten minutes, however it is written, then answers 429; other senders go on', async () => {
    for (const [i, email] of [
      'kim@example.org',
      'Kim@Example.org',
      ' kim+hours@example.org ',
      ...Array(7).fill('KIM@example.org'),
    ].entries()) {
      expect((await send(volunteerRequest(`Kim ${i}`, email), `198.51.100.${i + 10}`)).status, email).toBe(200);
    }
    const refused = await send(volunteerRequest('Kim again', 'kim@example.org'), '198.51.100.99');
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toBe(TOO_MANY_FROM_EMAIL);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send(volunteerRequest('Lee', 'lee@example.org'), '198.51.100.99')).status).toBe(200);
    expect((await listSubmissions('volunteer_request')).totalCount).toBe(11);
  });

  it('counts only submissions that would be stored against their email', async () => {
    const invalid = {
      ...volunteerRequest('Kim', 'kim@example.org'),
      form_data: { ...volunteerRequest('Kim', 'kim@example.org').form_data, volunteer_activity: 'nope' },
    };
    for (let i = 0; i < 12; i += 1) expect((await send(invalid, `198.51.100.${i + 10}`)).status).toBe(400);
    expect((await send(volunteerRequest('Kim', 'kim@example.org'))).status).toBe(200);
  });

  it('normalises an email to one mailbox', () => {
    expect(normaliseEmail('  Ann.Lee+Fall@Example.ORG ')).toBe('ann.lee@example.org');
    expect(normaliseEmail('ann@example.org')).toBe('ann@example.org');
    expect(normaliseEmail('a+b+c@x.org')).toBe('a@x.org');
  });
});

describe('demo submissions', () => {
  it("are valid under submit-form's schema with the demo committees and the general activities", () => {
    const schema = submissionSchema({
      activities: volunteerActivityOptions(demoCommittees(new Date()), school.generalVolunteerActivities),
    });
    for (const demo of demoSubmissions(new Date())) {
      const result = schema.safeParse({ form_type: demo.formType, form_data: demo.formData });
      expect(result.error?.issues ?? [], `${demo.formType} ${String(demo.formData.name ?? demo.formData.event_name)}`).toEqual([]);
    }
  });
});
