/**
 * Hostile requests (DESIGN sections 4, 5 and 6), many found by a live probe of `npm start`: ids that try
 * to leave their store, bodies malformed, mistyped, oversized or nested to overflow the stack, methods
 * nobody serves and a forged Host header are answered with a 4xx and a message, or do no harm; none is a
 * 500. (A forged X-Forwarded-For: tests/api/auth-login.spec.ts and the flood in tests/api/submit-form.spec.ts.)
 */
import net from 'node:net';
import { expect, test } from '@playwright/test';
import { newClient } from '../support/clients';
import { auth, tokenFor } from '../support/sign-in';
import { SUBMIT, validFormData } from '../support/forms';

const EVENT = { title: 'Hostile Check', startDt: '2039-01-10T09:00', endDt: '2039-01-10T10:00' };
const GRADE = { type: 'committee', title: 'Hostile Check Committee', icon: 'school', colorCode: '#123456', links: [], leadership: [] };
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
    const event = await request.post('/v2/api/event/new', {
      headers: { ...editor, 'Content-Type': 'application/json' },
      data: `{"title":${nested(30_000)}}`,
    });
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
    const form_data = {
      ...validFormData('reimbursement_request', 'Lines'),
      invoices: Array(50).fill({ qty: '1', item: 'Pens', price: '2' }),
    };
    expect((await newClient().post(SUBMIT, { data: { form_type: 'reimbursement_request', form_data } })).status()).toBe(200);
  });
});

const HOSTILE_IDS = [
  '..%2fx',
  '..%2F..%2Fusers',
  '..%2f..%2fusers%2fadmin',
  'a%3Fb',
  'a%23b',
  '%252e%252e',
  '%00',
  'x'.repeat(650),
  'x'.repeat(700),
  'ÿ%C3%BF',
];

test.describe('hostile ids never reach storage (DESIGN section 5)', () => {
  test('every endpoint that takes an id answers a hostile one with a 4xx and a message, and no results', async ({ request }) => {
    const admin = await tokenFor(request, 'admin');
    const headers = auth(admin);
    const paths = (id: string): Array<[method: string, path: string]> => [
      ['GET', `/v2/api/event/${id}`],
      ['DELETE', `/v2/api/event/delete/${id}`],
      ['GET', `/v2/api/formation/grade/${id}`],
      ['GET', `/v2/api/formation/committee/${id}`],
      ['DELETE', `/v2/api/formation/grade/${id}`],
      ['GET', `/v2/api/photo/event/${id}?page=1&page_size=3`],
      ['DELETE', `/v2/api/photo/${id}`],
      ['GET', `/v2/api/calendar/event/${id}.ics`],
      ['GET', `/v2/api/calendar/${id}.ics`],
      ['GET', `/v1/user_auth/form-data/${id}`],
      ['GET', `/v1/user_auth/form-data/reimbursement_request/${id}/receipts/0`],
      ['PUT', `/v1/user_auth/users/${id}`],
      ['DELETE', `/v1/user_auth/users/${id}`],
      ['POST', `/v1/user_auth/users/${id}/password`],
    ];
    for (const id of HOSTILE_IDS) {
      for (const [method, target] of paths(id)) {
        const response = await request.fetch(target, { method, headers });
        const label = `${method} ${target.slice(0, 80)}`;
        expect(response.status(), label).toBeGreaterThanOrEqual(400);
        expect(response.status(), label).toBeLessThan(500);
        const body = await response.json();
        expect(typeof body.error, label).toBe('string');
        expect(body.results, label).toBeUndefined();
      }
    }
    // Bodies name ids too: an update or a reorder with a hostile id is a 400.
    for (const id of ['../users/admin', 'a?b', 'a#b']) {
      expect((await request.post('/v2/api/event/update', { headers, data: { ...EVENT, id } })).status(), id).toBe(400);
      expect((await request.put('/v2/api/formation', { headers, data: { ...GRADE, _id: id } })).status(), id).toBe(400);
      expect(
        (await request.post('/v2/api/formation/reorder', { headers, data: { reorderList: [{ _id: id, order: 0 }] } })).status(),
        id,
      ).toBe(400);
    }
  });

  test('an unknown form key is a 404, not a read outside the form stores', async ({ request }) => {
    const headers = auth(await tokenFor(request, 'admin'));
    for (const key of ['..%2fusers', 'users', 'volunteer_request%2f..']) {
      expect((await request.get(`/v1/user_auth/form-data/${key}`, { headers })).status(), key).toBe(404);
    }
  });
});

/** Bodies that are not what an endpoint reads: each must be a 4xx with a readable message. */
const BAD_BODIES: Array<[label: string, body: string, contentType: string]> = [
  ['empty', '', 'application/json'],
  ['not JSON', '{"title": ', 'application/json'],
  ['an array', '[1,2,3]', 'application/json'],
  ['a string', '"hello"', 'application/json'],
  ['null', 'null', 'application/json'],
  [
    'wrong types',
    '{"title": 5, "startDt": [], "endDt": {}, "grade_list": "x", "type": 7, "reorderList": "x", "form_type": 1, "form_data": 2, "userId": 3, "password": 4}',
    'application/json',
  ],
  ['a prototype key', '{"__proto__": {"is_admin": true}, "constructor": {"prototype": {}}}', 'application/json'],
  ['another media type', 'title=x', 'application/x-www-form-urlencoded'],
];

test.describe('malformed, empty, wrongly typed and oversized bodies are a 4xx with a message', () => {
  test('on every endpoint that reads a body', async ({ request }) => {
    const editor = await tokenFor(request, 'editor');
    const treasurer = await tokenFor(request, 'treasurer');
    const admin = await tokenFor(request, 'admin');
    const endpoints: Array<[method: string, path: string, token: string | null]> = [
      ['POST', '/v2/api/event/new', editor],
      ['POST', '/v2/api/event/update', editor],
      ['POST', '/v2/api/formation', editor],
      ['PUT', '/v2/api/formation', editor],
      ['POST', '/v2/api/formation/reorder', editor],
      ['POST', '/v2/api/photo', editor],
      ['POST', '/v1/user_auth/form-data/volunteer_request', treasurer],
      ['PUT', '/v1/api/page/site', admin],
      ['PUT', '/v1/api/page/home', admin],
      ['PUT', '/v1/api/page/list/board-members', admin],
      ['POST', '/v1/api/page/photo', admin],
      ['POST', '/v1/user_auth/users', admin],
      ['PUT', '/v1/user_auth/users/treasurer', admin],
      ['POST', '/v1/user_auth/users/treasurer/password', admin],
      ['POST', '/v1/user_auth/password', treasurer],
      ['POST', '/v1/api/submit-form', null],
      ['POST', '/v1/api/auth/user_login', null],
    ];
    // Past every endpoint's own limit (the largest is a photo's), still under Netlify's 6 MB request cap.
    const oversized = JSON.stringify({ title: 'x'.repeat(5 * 1024 * 1024) });
    for (const [method, target, token] of endpoints) {
      const headers: Record<string, string> = token ? auth(token) : {};
      // Each case from a client of its own, so the public endpoints' throttles do not answer first.
      const cases = [...BAD_BODIES, ['oversized', oversized, 'application/json'] as [string, string, string]];
      for (const [label, body, contentType] of cases) {
        const response = await newClient().fetch(target, { method, headers: { ...headers, 'Content-Type': contentType }, data: body });
        const name = `${method} ${target} with ${label}`;
        expect(response.status(), name).toBeGreaterThanOrEqual(400);
        expect(response.status(), name).toBeLessThan(500);
        const answer = await response.json().catch(() => null);
        expect(typeof answer?.error, name).toBe('string');
      }
    }
  });
});

/** A request written straight to the socket, as a probe sends it: Node's and undici's clients refuse some methods. */
async function rawRequest(
  method: string,
  path: string,
  host?: string,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
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
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

/** One path of every function, with the methods its route table serves there. */
const FUNCTION_PATHS: Array<[path: string, allow: string]> = [
  ['/v1/api/auth/user_login', 'POST'],
  ['/v2/api/calendar/events.ics', 'GET'],
  ['/v1/api/datasource/volunteer-activities', 'GET'],
  ['/v2/api/event', 'GET'],
  ['/v2/api/event/new', 'POST'],
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

  test("PATCH, and GET where it is not served, on each function's path is its own 405 with the methods it serves", async () => {
    const client = newClient();
    for (const [path, allow] of FUNCTION_PATHS) {
      for (const method of allow.includes('GET') ? ['PATCH'] : ['PATCH', 'GET']) {
        const response = await client.fetch(path, { method });
        expect(response.status(), `${method} ${path}`).toBe(405);
        expect(response.headers().allow, `${method} ${path}`).toBe(allow);
        expect((await response.json()).error, `${method} ${path}`).toBe(`This address accepts ${allow} only.`);
      }
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
