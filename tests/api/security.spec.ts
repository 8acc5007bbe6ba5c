/**
 * The security rules of DESIGN section 6 across every endpoint that changes data or reads private data:
 * bad tokens (missing, malformed, expired, wrong secret, alg none, valid but without the scope) are a 401
 * or 403 and change nothing; hostile ids and bad bodies are a 4xx with a message, never a 5xx.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SignJWT } from 'jose';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_SITE_CONTENT } from '../../src/features/content/site-content';
import { newClient } from '../support/clients';
import { auth, decodeClaims, submitLogin, tokenFor } from '../support/sign-in';

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** A body the endpoint would accept from an authorised caller. */
  body?: unknown;
  /** A demo user who is signed in but lacks what the endpoint needs (403); none where any signed-in user may call it. */
  outsider?: 'editor' | 'treasurer';
}

const EVENT = { title: 'Security Check', startDt: '2039-01-10T09:00', endDt: '2039-01-10T10:00' };
const GRADE = { type: 'committee', title: 'Security Check Committee', icon: 'school', colorCode: '#123456', links: [], leadership: [] };
const NEW_USER = { userId: 'security-check', name: 'Security Check', scopes: ['forms'], is_admin: true, password: 'security-check-password' };
const PHOTO = { item_id: 'no-such-item', type: 'event', src: 'data:image/jpeg;base64,/9j/4AAQ', title: 'x.jpg' };

/** Every endpoint that needs a token (DESIGN section 4). Ids need not exist: the guard answers first. */
const PROTECTED: Endpoint[] = [
  { method: 'POST', path: '/v2/api/event/new', body: EVENT, outsider: 'treasurer' },
  { method: 'POST', path: '/v2/api/event/update', body: { ...EVENT, id: 'abc' }, outsider: 'treasurer' },
  { method: 'DELETE', path: '/v2/api/event/delete/abc', outsider: 'treasurer' },
  { method: 'POST', path: '/v2/api/formation', body: GRADE, outsider: 'treasurer' },
  { method: 'PUT', path: '/v2/api/formation', body: { ...GRADE, _id: 'abc' }, outsider: 'treasurer' },
  { method: 'DELETE', path: '/v2/api/formation/committee/abc', outsider: 'treasurer' },
  { method: 'POST', path: '/v2/api/formation/reorder', body: { reorderList: [{ _id: 'abc', order: 0 }] }, outsider: 'treasurer' },
  { method: 'POST', path: '/v2/api/photo', body: PHOTO, outsider: 'treasurer' },
  { method: 'DELETE', path: '/v2/api/photo/abc', outsider: 'treasurer' },
  ...(['volunteer_request', 'volunteer_hours_request', 'reimbursement_request', 'event_feedback'] as const).flatMap((key): Endpoint[] => [
    { method: 'GET', path: `/v1/user_auth/form-data/${key}`, outsider: 'editor' },
    { method: 'POST', path: `/v1/user_auth/form-data/${key}`, body: { row_id: 'abc', update_fields: { status: 'COMPLETE' } }, outsider: 'editor' },
    { method: 'GET', path: `/v1/user_auth/form-data/${key}/download`, outsider: 'editor' },
  ]),
  { method: 'GET', path: '/v1/user_auth/form-data/reimbursement_request/abc/receipts/0', outsider: 'editor' },
  { method: 'PUT', path: '/v1/api/page/site', body: DEFAULT_SITE_CONTENT, outsider: 'editor' },
  { method: 'PUT', path: '/v1/api/page/home', body: { images: [] }, outsider: 'editor' },
  { method: 'PUT', path: '/v1/api/page/list/board-members', body: { members: [] }, outsider: 'treasurer' },
  { method: 'POST', path: '/v1/api/page/photo', body: { item_id: 'home', src: 'data:image/jpeg;base64,/9j/4AAQ' }, outsider: 'treasurer' },
  // The Users tool is for administrators only (docs/decisions/017); the Account's own password change for anyone signed in.
  { method: 'GET', path: '/v1/user_auth/users', outsider: 'editor' },
  { method: 'POST', path: '/v1/user_auth/users', body: NEW_USER, outsider: 'editor' },
  { method: 'PUT', path: '/v1/user_auth/users/treasurer', body: { name: 'Taken Over', scopes: ['forms', 'events'], is_admin: true, version: 1 }, outsider: 'treasurer' },
  { method: 'DELETE', path: '/v1/user_auth/users/treasurer', outsider: 'editor' },
  { method: 'POST', path: '/v1/user_auth/users/admin/password', body: { password: 'taken-over-password' }, outsider: 'editor' },
  { method: 'POST', path: '/v1/user_auth/password', body: { currentPassword: 'hsa-demo-admin', newPassword: 'taken-over-password' } },
];

/** The local secret the test server signs with (scripts/local-env.ts), to forge tokens that differ in one way only. */
const localSecret = () => new TextEncoder().encode(readFileSync(path.resolve('.netlify/hsa-local-jwt-secret'), 'utf8').trim());

async function badTokens(request: APIRequestContext): Promise<Record<string, string | null>> {
  const admin = decodeClaims(await tokenFor(request, 'admin'));
  const now = Math.floor(Date.now() / 1000);
  const claims = { ...admin, iat: undefined, exp: undefined };
  const sign = (secret: Uint8Array, iat: number, exp: number) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(String(admin.sub)).setIssuedAt(iat).setExpirationTime(exp).sign(secret);
  const header = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return {
    missing: null,
    malformed: 'not-a-token',
    'three garbage parts': 'a.b.c',
    expired: await sign(localSecret(), now - 7200, now - 3600),
    'wrong secret': await sign(new TextEncoder().encode('another-secret-another-secret-another-secret'), now, now + 600),
    'alg none': `${header({ alg: 'none', typ: 'JWT' })}.${header({ ...admin, iat: now, exp: now + 600 })}.`,
    'unknown user': await new SignJWT({ ...claims, sub: 'nobody-here' }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(now).setExpirationTime(now + 600).sign(localSecret()),
  };
}

function call(request: APIRequestContext, endpoint: Endpoint, token: string | null, body: unknown = endpoint.body) {
  const headers: Record<string, string> = token === null ? {} : auth(token);
  return request.fetch(endpoint.path, { method: endpoint.method, headers, data: body });
}

/** What a bad call could have changed: the events of the test month, the committees, the pages, the form rows. */
async function snapshot(request: APIRequestContext): Promise<string> {
  const token = await tokenFor(request, 'admin');
  const events = await (await request.get('/v2/api/event?per_page=50&start_dt=2039-01-01&end_dt=2039-02-01')).text();
  const committees = await (await request.get('/v2/api/formation/committee?include_fields=title,slug')).text();
  const pages = await Promise.all(['/v1/api/page/site', '/v1/api/page/home', '/v1/api/page/list/board-members'].map(async (path) => (await request.get(path, { headers: auth(token) })).text()));
  const rows = await (await request.get('/v1/user_auth/form-data/volunteer_request', { headers: auth(token) })).json();
  const users = await (await request.get('/v1/user_auth/users', { headers: auth(token) })).text();
  return JSON.stringify([events, committees, pages, rows.totalCount, rows.results.map((row: { status: string }) => row.status), users]);
}

test.describe('protected endpoints refuse every bad token and change nothing (DESIGN section 6)', () => {
  test('missing, malformed, expired, wrong-secret, alg-none and unknown-user tokens are a 401', async ({ request }) => {
    const before = await snapshot(request);
    const tokens = await badTokens(request);
    for (const endpoint of PROTECTED) {
      for (const [kind, token] of Object.entries(tokens)) {
        const response = await call(request, endpoint, token);
        expect(response.status(), `${endpoint.method} ${endpoint.path} with a ${kind} token`).toBe(401);
        expect(typeof (await response.json()).error, `${endpoint.method} ${endpoint.path}`).toBe('string');
      }
    }
    expect(await snapshot(request)).toBe(before);
  });

  test('a valid token without the needed scope is a 403', async ({ request }) => {
    const before = await snapshot(request);
    const tokens = { editor: await tokenFor(request, 'editor'), treasurer: await tokenFor(request, 'treasurer') };
    for (const endpoint of PROTECTED.filter((candidate) => candidate.outsider)) {
      const response = await call(request, endpoint, tokens[endpoint.outsider!]);
      expect(response.status(), `${endpoint.method} ${endpoint.path} as ${endpoint.outsider}`).toBe(403);
      expect(typeof (await response.json()).error).toBe('string');
    }
    expect(await snapshot(request)).toBe(before);
  });
});

const HOSTILE_IDS = ['..%2f..%2fusers%2fadmin', 'a%3Fb', 'a%23b', '%252e%252e', '%00', 'x'.repeat(700), 'ÿ%C3%BF'];

test.describe('hostile ids never reach storage (DESIGN section 5)', () => {
  test('every endpoint that takes an id answers a hostile one with a 4xx and a message', async ({ request }) => {
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
      }
    }
    // Bodies name ids too: an update or a reorder with a hostile id is a 400.
    for (const id of ['../users/admin', 'a?b', 'a#b']) {
      expect((await request.post('/v2/api/event/update', { headers, data: { ...EVENT, id } })).status(), id).toBe(400);
      expect((await request.put('/v2/api/formation', { headers, data: { ...GRADE, _id: id } })).status(), id).toBe(400);
      expect((await request.post('/v2/api/formation/reorder', { headers, data: { reorderList: [{ _id: id, order: 0 }] } })).status(), id).toBe(400);
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
  ['wrong types', '{"title": 5, "startDt": [], "endDt": {}, "grade_list": "x", "type": 7, "reorderList": "x", "form_type": 1, "form_data": 2, "userId": 3, "password": 4}', 'application/json'],
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

async function signInWithRedirect(page: Page, redirect: string): Promise<URL> {
  await page.goto('/access/login');
  // The navigation state the admin guard leaves when it sends a user on (SPEC section 2).
  await page.evaluate((value) => history.replaceState({ redirect: value }, '', '/access/login'), redirect);
  await submitLogin(page, 'treasurer');
  await expect(page.getByRole('button', { name: 'Admin Menu' })).toBeVisible();
  return new URL(page.url());
}

test.describe('login redirect state never leaves the site (DESIGN section 6)', () => {
  test('a same-site path in the state is followed', async ({ page }) => {
    await signInWithRedirect(page, '/access/forms');
    await expect(page).toHaveURL(/\/access\/forms$/);
  });

  for (const target of ['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '\\\\evil.example', '/%2F%2Fevil.example']) {
    test(`a redirect of ${JSON.stringify(target)} lands on the admin area`, async ({ page }) => {
      const url = await signInWithRedirect(page, target);
      expect(url.host).toMatch(/^localhost:\d+$/);
      expect(url.pathname).toBe('/access');
    });
  }
});
