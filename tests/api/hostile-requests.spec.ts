/**
 * Hostile requests found by a live probe of `npm start` (DESIGN sections 4 and 6): bodies nested to overflow
 * the stack, methods nobody serves and a forged Host header are answered with a 4xx or do no harm; none is
 * a 500. (A forged X-Forwarded-For: tests/api/auth.spec.ts and the flood in tests/api/forms.spec.ts.)
 */
import net from 'node:net';
import { expect, test } from '@playwright/test';
import { newClient } from '../support/clients';
import { auth, tokenFor } from '../support/sign-in';
import { SUBMIT, validFormData } from '../support/forms';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const tooDeep = (what: string) => ({ error: `${what} nests lists or objects more than 20 levels deep.`, code: 'TOO_DEEP' });

test.describe('JSON nested deeper than 20 levels is a 400 with a message, before anything recurses into it', () => {
  test('in a JSON body: 60,000 levels in the honeypot of a public form, 30,000 in an event', async ({ request }) => {
    const feedback = { form_type: 'event_feedback', form_data: validFormData('event_feedback', 'Deep') };
    const deepHoneypot = JSON.stringify(feedback).replace(/}}$/, `,"website":${nested(60_000)}}}`);
    const response = await newClient().post(SUBMIT, { headers: { 'Content-Type': 'application/json' }, data: deepHoneypot });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual(tooDeep('The request body'));

    const editor = auth(await tokenFor(request, 'editor'));
    const event = await request.post('/v2/api/event/new', { headers: { ...editor, 'Content-Type': 'application/json' }, data: `{"title":${nested(30_000)}}` });
    expect(event.status()).toBe(400);
    expect(await event.json()).toEqual(tooDeep('The request body'));
  });

  test("in a multipart body's form_data part", async () => {
    const form = new FormData();
    form.append('form_type', 'reimbursement_request');
    form.append('form_data', JSON.stringify(validFormData('reimbursement_request', 'Deep')).replace(/}$/, `,"website":${nested(60_000)}}`));
    const response = await newClient().post(SUBMIT, { multipart: form });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual(tooDeep("The form's form_data part"));
  });

  test('the deepest form a parent sends, a reimbursement with invoice lines and activities, is accepted', async () => {
    const form_data = { ...validFormData('reimbursement_request', 'Lines'), invoices: Array(50).fill({ qty: '1', item: 'Pens', price: '2' }) };
    expect((await newClient().post(SUBMIT, { data: { form_type: 'reimbursement_request', form_data } })).status()).toBe(200);
  });
});

/** A request written straight to the socket, as a probe sends it: Node's and undici's clients refuse some methods. */
async function rawRequest(method: string, path: string, host?: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const { hostname, port } = new URL(test.info().project.use.baseURL!);
  const text = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname, () => {
      socket.write(`${method} ${path} HTTP/1.1\r\nHost: ${host ?? `${hostname}:${port}`}\r\nConnection: close\r\n\r\n`);
    });
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

/** One path of every function, with the methods its route table serves there. */
const FUNCTION_PATHS: Array<[path: string, allow: string]> = [
  ['/v1/api/auth/user_login', 'POST'],
  ['/v2/api/calendar/events.ics', 'GET'],
  ['/v1/api/datasource/volunteer-activities', 'GET'],
  ['/v2/api/event', 'GET'],
  ['/v1/user_auth/form-data/volunteer_request', 'GET, POST'],
  ['/v2/api/formation', 'POST, PUT'],
  ['/v1/api/page/site', 'GET, PUT'],
  ['/v2/api/photo/image/abc', 'GET'],
  ['/v2/api/photo', 'POST'],
  ['/v1/api/submit-form', 'POST'],
  ['/v1/user_auth/users', 'GET, POST'],
];

test.describe('every path answers a method it does not serve with 405 and Allow (DESIGN section 4)', () => {
  test('TRACE, TRACK, CONNECT and an unknown method, on API paths and pages', async () => {
    for (const method of ['TRACE', 'TRACK', 'CONNECT', 'FOO']) {
      for (const path of ['/v1/api/submit-form', '/v2/api/calendar/events.ics', '/v1/user_auth/users', '/', '/events/']) {
        const response = await rawRequest(method, path);
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.allow, `${method} ${path}`).toBe('GET, HEAD, POST, PUT, DELETE');
        expect(response.body, `${method} ${path}`).toContain('"code":"METHOD_NOT_ALLOWED"');
      }
    }
  });

  test("PATCH on each function's path is its own 405 with the methods it serves", async () => {
    const client = newClient();
    for (const [path, allow] of FUNCTION_PATHS) {
      const response = await client.fetch(path, { method: 'PATCH' });
      expect(response.status(), path).toBe(405);
      expect(response.headers().allow, path).toBe(allow);
      expect((await response.json()).error, path).toBe(`This address accepts ${allow} only.`);
    }
  });
});

test.describe('absolute URLs come from the configured site address, never the Host header (DESIGN section 6)', () => {
  test('the calendar feeds asked for with Host: evil.example hold no evil.example, in links or ids', async () => {
    const client = newClient();
    const feed = await client.get('/v2/api/calendar/events.ics', { headers: { Host: 'evil.example' } });
    expect(feed.status()).toBe(200);
    const text = await feed.text();
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).not.toContain('evil.example');
    const site = test.info().project.use.baseURL!;
    expect(text).toContain(`URL;VALUE=URI:${site}/events/`);
    expect(text).toMatch(/^UID:[^@\r\n]+@localhost\r$/m);

    const eventId = /^UID:([^@\r\n]+)@/m.exec(text)![1]!;
    const one = await client.get(`/v2/api/calendar/event/${eventId}.ics`, { headers: { Host: 'evil.example:443' } });
    expect(one.status()).toBe(200);
    expect(await one.text()).not.toContain('evil.example');
  });

  test('a Host header that names no host is a 400, not a 500', async () => {
    for (const host of ['a b', '[::', 'evil.example:port']) {
      const response = await rawRequest('GET', '/v2/api/calendar/events.ics', host);
      expect(response.status, host).toBe(400);
      expect(response.body, host).toContain('"code":"BAD_HOST"');
    }
  });
});
