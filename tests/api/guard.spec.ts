/**
 * The guard every protected handler calls first (DESIGN sections 4 and 6; src/server/guard.server.ts),
 * on every endpoint that changes data or reads private data: a missing or bad token (malformed, expired,
 * wrong secret, alg none, an unknown user) is a 401, a valid one without what the endpoint needs a 403 for
 * every demo user who lacks it, each with its message, and neither changes anything.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { SignJWT } from 'jose';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_SITE_CONTENT } from '../../src/features/content/site-content';
import { auth, decodeClaims, tokenFor, type DemoUserId } from '../support/sign-in';

const SIGN_IN_AGAIN = 'Please sign in again: your session is missing or has expired.';
const needs = (scope: string) => `Your account does not have access to this (it needs the '${scope}' permission).`;
const ADMINS_ONLY = 'Only administrators can do this.';

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** A body the endpoint would accept from an authorised caller. */
  body?: unknown;
  /** The demo users who are signed in but lack what the endpoint needs (403), and the 403's message; none where any signed-in user may call it. */
  outsiders?: Array<Exclude<DemoUserId, 'admin'>>;
  refusal?: string;
}

const EVENT = { title: 'Security Check', startDt: '2039-01-10T09:00', endDt: '2039-01-10T10:00' };
const GRADE = { type: 'committee', title: 'Security Check Committee', icon: 'school', colorCode: '#123456', links: [], leadership: [] };
const NEW_USER = {
  userId: 'security-check',
  name: 'Security Check',
  scopes: ['forms'],
  is_admin: true,
  password: 'security-check-password',
};
const PHOTO = { item_id: 'no-such-item', type: 'event', src: 'data:image/jpeg;base64,/9j/4AAQ', title: 'x.jpg' };

const events = { outsiders: ['treasurer'], refusal: needs('events') } satisfies Partial<Endpoint>;
const formations = { outsiders: ['treasurer'], refusal: needs('formations') } satisfies Partial<Endpoint>;
const photos = {
  outsiders: ['treasurer'],
  refusal: 'Your account does not have access to this (it needs one of these permissions: events, formations).',
} satisfies Partial<Endpoint>;
const forms = { outsiders: ['editor'], refusal: needs('forms') } satisfies Partial<Endpoint>;
const content = { outsiders: ['editor', 'treasurer'], refusal: needs('content') } satisfies Partial<Endpoint>;
const admins = { outsiders: ['editor', 'treasurer'], refusal: ADMINS_ONLY } satisfies Partial<Endpoint>;

/** Every endpoint that needs a token (DESIGN section 4). Ids need not exist: the guard answers first. */
const PROTECTED: Endpoint[] = [
  { method: 'POST', path: '/v2/api/event/new', body: EVENT, ...events },
  { method: 'POST', path: '/v2/api/event/update', body: { ...EVENT, id: 'abc' }, ...events },
  { method: 'DELETE', path: '/v2/api/event/delete/abc', ...events },
  { method: 'POST', path: '/v2/api/formation', body: GRADE, ...formations },
  { method: 'PUT', path: '/v2/api/formation', body: { ...GRADE, _id: 'abc' }, ...formations },
  { method: 'DELETE', path: '/v2/api/formation/committee/abc', ...formations },
  { method: 'POST', path: '/v2/api/formation/reorder', body: { reorderList: [{ _id: 'abc', order: 0 }] }, ...formations },
  { method: 'POST', path: '/v2/api/photo', body: PHOTO, ...photos },
  { method: 'POST', path: '/v2/api/photo', body: { ...PHOTO, type: 'committee' }, ...photos },
  { method: 'DELETE', path: '/v2/api/photo/abc', ...photos },
  ...(['volunteer_request', 'volunteer_hours_request', 'reimbursement_request', 'event_feedback'] as const).flatMap((key): Endpoint[] => [
    { method: 'GET', path: `/v1/user_auth/form-data/${key}`, ...forms },
    { method: 'POST', path: `/v1/user_auth/form-data/${key}`, body: { row_id: 'abc', update_fields: { status: 'COMPLETE' } }, ...forms },
    { method: 'GET', path: `/v1/user_auth/form-data/${key}/download`, ...forms },
  ]),
  { method: 'GET', path: '/v1/user_auth/form-data/reimbursement_request/abc/receipts/0', ...forms },
  // The reimbursement workflow (docs/decisions/035) and the mail notifications (docs/decisions/034).
  {
    method: 'POST',
    path: '/v1/user_auth/form-data/reimbursement_request',
    body: { row_id: 'abc', update_fields: { stage: 'approved' } },
    ...forms,
  },
  { method: 'GET', path: '/v1/user_auth/form-data/reimbursement_request?stage=approved', ...forms },
  { method: 'GET', path: '/v1/user_auth/form-data/reimbursement_request/totals', ...forms },
  { method: 'GET', path: '/v1/user_auth/notifications', ...forms },
  { method: 'PUT', path: '/v1/user_auth/notifications', body: { version: 0 }, ...forms },
  { method: 'PUT', path: '/v1/api/page/site', body: DEFAULT_SITE_CONTENT, ...content },
  { method: 'PUT', path: '/v1/api/page/home', body: { images: [] }, ...content },
  { method: 'PUT', path: '/v1/api/page/list/board-members', body: { members: [] }, ...content },
  { method: 'POST', path: '/v1/api/page/photo', body: { item_id: 'home', src: 'data:image/jpeg;base64,/9j/4AAQ' }, ...content },
  // The Users tool is for administrators only (docs/decisions/017); the Account's own password change for anyone signed in.
  { method: 'GET', path: '/v1/user_auth/users', ...admins },
  { method: 'POST', path: '/v1/user_auth/users', body: NEW_USER, ...admins },
  {
    method: 'PUT',
    path: '/v1/user_auth/users/treasurer',
    body: { name: 'Taken Over', scopes: ['forms', 'events'], is_admin: true, version: 1 },
    ...admins,
  },
  { method: 'DELETE', path: '/v1/user_auth/users/treasurer', ...admins },
  { method: 'POST', path: '/v1/user_auth/users/admin/password', body: { password: 'taken-over-password' }, ...admins },
  { method: 'POST', path: '/v1/user_auth/password', body: { currentPassword: 'hsa-demo-admin', newPassword: 'taken-over-password' } },
];

/** The local secret the test server signs with (scripts/local/local-env.ts), to forge tokens that differ in one way only. */
const localSecret = () => new TextEncoder().encode(readFileSync(path.resolve('.netlify/hsa-local-jwt-secret'), 'utf8').trim());

async function badTokens(request: APIRequestContext): Promise<Record<string, string | null>> {
  const admin = decodeClaims(await tokenFor(request, 'admin'));
  const now = Math.floor(Date.now() / 1000);
  const claims = { ...admin, iat: undefined, exp: undefined };
  const sign = (secret: Uint8Array, iat: number, exp: number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(admin.sub))
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(secret);
  const header = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return {
    missing: null,
    malformed: 'not-a-token',
    'three garbage parts': 'a.b.c',
    expired: await sign(localSecret(), now - 7200, now - 3600),
    'wrong secret': await sign(new TextEncoder().encode('another-secret-another-secret-another-secret'), now, now + 600),
    'alg none': `${header({ alg: 'none', typ: 'JWT' })}.${header({ ...admin, iat: now, exp: now + 600 })}.`,
    'unknown user': await new SignJWT({ ...claims, sub: 'nobody-here' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(localSecret()),
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
  const pages = await Promise.all(
    ['/v1/api/page/site', '/v1/api/page/home', '/v1/api/page/list/board-members'].map(async (path) =>
      (await request.get(path, { headers: auth(token) })).text(),
    ),
  );
  const rows = await (await request.get('/v1/user_auth/form-data/volunteer_request', { headers: auth(token) })).json();
  const users = await (await request.get('/v1/user_auth/users', { headers: auth(token) })).text();
  return JSON.stringify([events, committees, pages, rows.totalCount, rows.results.map((row: { status: string }) => row.status), users]);
}

test.describe('protected endpoints refuse every bad token and change nothing (DESIGN section 6)', () => {
  test('missing, malformed, expired, wrong-secret, alg-none and unknown-user tokens are a 401 that asks to sign in again', async ({
    request,
  }) => {
    const before = await snapshot(request);
    const tokens = await badTokens(request);
    for (const endpoint of PROTECTED) {
      for (const [kind, token] of Object.entries(tokens)) {
        const response = await call(request, endpoint, token);
        const name = `${endpoint.method} ${endpoint.path} with a ${kind} token`;
        expect(response.status(), name).toBe(401);
        expect(await response.json(), name).toEqual({ error: SIGN_IN_AGAIN, code: 'UNAUTHORIZED' });
      }
    }
    expect(await snapshot(request)).toBe(before);
  });

  test('a valid token without what the endpoint needs is a 403 that names it, for every demo user who lacks it', async ({ request }) => {
    const before = await snapshot(request);
    const tokens = { editor: await tokenFor(request, 'editor'), treasurer: await tokenFor(request, 'treasurer') };
    for (const endpoint of PROTECTED) {
      for (const outsider of endpoint.outsiders ?? []) {
        const response = await call(request, endpoint, tokens[outsider]);
        const name = `${endpoint.method} ${endpoint.path} as ${outsider}`;
        expect(response.status(), name).toBe(403);
        expect(await response.json(), name).toEqual({ error: endpoint.refusal, code: 'FORBIDDEN' });
      }
    }
    expect(await snapshot(request)).toBe(before);
  });
});
