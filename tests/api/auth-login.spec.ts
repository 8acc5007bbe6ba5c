import { expect, test } from '@playwright/test';
import { newClient, type Client } from '../support/clients';
import { decodeClaims, DEMO_USERS, demoUser, LOGIN } from '../support/sign-in';

/**
 * POST /v1/api/auth/user_login (SPEC section 7, DESIGN section 6). What a token then opens or not is the
 * guard's, tests/api/guard.spec.ts.
 *
 * Failed sign-ins come from clients of their own (another loopback address each), so they spend no shared
 * throttle budget: the local server, like Netlify, counts the socket's address, never a header.
 */
const login = (client: Client, userId: string, password: string) => client.post(LOGIN, { data: { userId, password } });

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

  test('answers the same generic 401 for a wrong password and an unknown user', async () => {
    const from = newClient();
    const wrong = await login(from, 'editor', 'not-the-password');
    const unknown = await login(from, 'nobody-here', 'whatever-it-is');
    expect(wrong.status()).toBe(401);
    expect(unknown.status()).toBe(401);
    const [wrongBody, unknownBody] = [await wrong.json(), await unknown.json()];
    expect(wrongBody.error).toBe('Incorrect username or password.');
    expect(unknownBody.error).toBe(wrongBody.error);
    expect(wrongBody.results).toBeUndefined();
  });

  test('answers 400 with the spec message when a field is missing', async ({ request }) => {
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
    expect(get.headers()['allow']).toBe('POST');
    expect((await get.json()).error).toBeTruthy();
  });

  test('reads the body only when its media type is JSON, so another site cannot post sign-ins from a browser', async ({ request }) => {
    const body = JSON.stringify({ userId: 'editor', password: demoUser('editor').password });
    // A content type a page on another site may send without a CORS preflight, with JSON in a parameter.
    const disguised = await request.post(LOGIN, { headers: { 'Content-Type': 'text/plain; x=application/json' }, data: body });
    expect(disguised.status()).toBe(415);
    const withCharset = await request.post(LOGIN, { headers: { 'Content-Type': 'application/json; charset=utf-8' }, data: body });
    expect(withCharset.status()).toBe(200);
  });

  test('throttles one address that keeps guessing an account (429), while the owner elsewhere signs in', async () => {
    const guesser = newClient();
    for (let i = 0; i < 5; i += 1) expect((await login(guesser, 'treasurer', `wrong-${i}`)).status()).toBe(401);
    const blocked = await login(guesser, 'treasurer', demoUser('treasurer').password);
    expect(blocked.status()).toBe(429);
    expect((await blocked.json()).error).toMatch(/Too many failed sign-in attempts/);
    expect(Number(blocked.headers()['retry-after'])).toBeGreaterThan(0);
    // Another address (another loopback address here) is not throttled.
    expect((await login(newClient(), 'treasurer', demoUser('treasurer').password)).status()).toBe(200);
  });

  test('a forged X-Forwarded-For, X-Real-IP or x-nf-client-connection-ip does not make a new client', async () => {
    const guesser = newClient();
    const forged = (i: number) => ({
      'X-Forwarded-For': `198.51.100.${i}`,
      'X-Real-IP': `198.51.100.${i + 100}`,
      'x-nf-client-connection-ip': `203.0.113.${i}`,
    });
    const attempt = (password: string, i: number) => guesser.post(LOGIN, { data: { userId: 'editor', password }, headers: forged(i) });
    for (let i = 0; i < 5; i += 1) expect((await attempt(`wrong-${i}`, i)).status()).toBe(401);
    expect((await attempt(demoUser('editor').password, 9)).status()).toBe(429);
  });

  test('cannot be used to lock an account out: after failures from rotating addresses the right password signs in', async () => {
    for (let i = 0; i < 8; i += 1) expect((await login(newClient(), 'editor', `guess-${i}`)).status()).toBe(401);
    expect((await login(newClient(), 'editor', demoUser('editor').password)).status()).toBe(200);
  });
});
