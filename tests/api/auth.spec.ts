import { expect, test } from '@playwright/test';
import { decodeClaims, DEMO_USERS, tokenFor } from '../support/demo';

const LOGIN = '/v1/api/auth/user_login';

test.describe('POST /v1/api/auth/user_login', () => {
  for (const user of DEMO_USERS) {
    test(`signs in ${user.userId} and answers a token with name, scopes, is_admin and expDt`, async ({ request }) => {
      const response = await request.post(LOGIN, { data: { userId: user.userId, password: user.password } });
      expect(response.status()).toBe(200);
      const { results } = (await response.json()) as { results: string };
      const claims = decodeClaims(results);
      expect(claims).toMatchObject({ sub: user.userId, name: user.name, scopes: user.scopes, is_admin: user.is_admin });
      const lifetime = (claims.exp as number) - (claims.iat as number);
      expect(lifetime).toBeGreaterThan(0);
      expect(lifetime).toBeLessThanOrEqual(8 * 60 * 60);
      expect(Date.parse(claims.expDt as string)).toBe((claims.exp as number) * 1000);
      expect(JSON.parse(Buffer.from(results.split('.')[0]!, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    });
  }

  test('answers the same generic 401 for a wrong password and an unknown user', async ({ request }) => {
    const wrong = await request.post(LOGIN, { data: { userId: 'editor', password: 'not-the-password' } });
    const unknown = await request.post(LOGIN, { data: { userId: 'nobody-here', password: 'whatever-it-is' } });
    expect(wrong.status()).toBe(401);
    expect(unknown.status()).toBe(401);
    const [wrongBody, unknownBody] = [await wrong.json(), await unknown.json()];
    expect(wrongBody.error).toBe('Incorrect username or password.');
    expect(unknownBody.error).toBe(wrongBody.error);
    expect(wrongBody.results).toBeUndefined();
  });

  test('answers 400 with a readable message when a field is missing', async ({ request }) => {
    const response = await request.post(LOGIN, { data: { userId: 'editor' } });
    expect(response.status()).toBe(400);
    expect((await response.json()).error).toBe('Please add valid username & password');
  });

  test('answers 400 for a body that is not JSON, 415 for another content type, 405 for GET', async ({ request }) => {
    const broken = await request.post(LOGIN, { headers: { 'Content-Type': 'application/json' }, data: '{"userId": ' });
    expect(broken.status()).toBe(400);
    const form = await request.post(LOGIN, { form: { userId: 'editor', password: 'x' } });
    expect(form.status()).toBe(415);
    const get = await request.get(LOGIN);
    expect(get.status()).toBe(405);
    expect((await get.json()).error).toBeTruthy();
  });

  test('throttles an account with 429 after repeated failures, even for the right password', async ({ request }) => {
    const attempt = (password: string) => request.post(LOGIN, { data: { userId: 'throttle-probe', password } });
    for (let i = 0; i < 5; i += 1) expect((await attempt(`wrong-${i}`)).status()).toBe(401);
    const blocked = await attempt('wrong-again');
    expect(blocked.status()).toBe(429);
    expect((await blocked.json()).error).toMatch(/Too many failed sign-in attempts/);
    expect(Number(blocked.headers()['retry-after'])).toBeGreaterThan(0);
    // Another account from the same address is not locked out by that.
    expect((await request.post(LOGIN, { data: { userId: 'editor', password: 'hsa-demo-editor' } })).status()).toBe(200);
  });
});

test.describe('the scope guard on a protected call', () => {
  const FORM_DATA = '/v1/user_auth/form-data/volunteer_request';

  test('answers 401 without a token and with a bad one', async ({ request }) => {
    const none = await request.get(FORM_DATA);
    expect(none.status()).toBe(401);
    expect((await none.json()).error).toMatch(/sign in/i);
    const bad = await request.get(FORM_DATA, { headers: { Authorization: 'Bearer abc.def.ghi' } });
    expect(bad.status()).toBe(401);
  });

  test('answers 403 to a user without the forms scope', async ({ request }) => {
    const token = await tokenFor(request, 'editor');
    const response = await request.get(FORM_DATA, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status()).toBe(403);
    expect((await response.json()).error).toMatch(/forms/);
  });

  test('answers the rows and totalCount to a user with the forms scope', async ({ request }) => {
    const token = await tokenFor(request, 'treasurer');
    const response = await request.get(FORM_DATA, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { results: Array<{ form_type: string; status: string }>; totalCount: number };
    expect(body.totalCount).toBeGreaterThan(0);
    expect(body.results).toHaveLength(body.totalCount);
    expect(body.results.every((row) => row.form_type === 'volunteer_request')).toBe(true);
  });
});
