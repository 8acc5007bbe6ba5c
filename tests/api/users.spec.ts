import { expect, test, type APIRequestContext } from '@playwright/test';
import { newClient } from '../support/clients';
import { LAST_ADMIN_MESSAGE } from '../../src/features/users/users.server';
import { auth, decodeClaims, LOGIN, tokenFor } from '../support/sign-in';

const USERS = '/v1/user_auth/users';
const OWN_PASSWORD = '/v1/user_auth/password';

/** Users of this run get ids of their own; sign-ins come from clients of their own, so failures spend no shared throttle budget. */
const RUN = Math.floor(Math.random() * 0xfff0);
let count = 0;
const freshId = (label: string) => `${label}-${RUN.toString(36)}-${(count += 1)}`;

/** A sign-in attempt whose status the test checks. */
const attemptLogin = (userId: string, password: string) => newClient().post(LOGIN, { data: { userId, password } });

async function createUser(request: APIRequestContext, admin: string, scopes: string[] = ['forms']) {
  const user = { userId: freshId('user'), name: 'Test User', scopes, is_admin: false, password: 'first-password-1' };
  const response = await request.post(USERS, { headers: auth(admin), data: user });
  expect(response.status()).toBe(200);
  return { ...user, saved: (await response.json()).results as { userId: string; version: number } };
}

test.describe('the users API: methods and paths (who may call it: tests/api/guard.spec.ts)', () => {
  test('answers 405 with Allow for another method and the JSON 404 for an unknown sub-path', async ({ request }) => {
    const admin = await tokenFor(request, 'admin');
    const wrong = await request.get(OWN_PASSWORD, { headers: auth(admin) });
    expect(wrong.status()).toBe(405);
    expect(wrong.headers()['allow']).toBe('POST');
    const unknown = await request.get(`${USERS}/treasurer/elsewhere`, { headers: auth(admin) });
    expect(unknown.status()).toBe(404);
    expect((await unknown.json()).error).toBeTruthy();
  });
});

test.describe('the Users tool API (administrators)', () => {
  test('lists every user with scopes and is_admin, never a password hash', async ({ request }) => {
    const response = await request.get(USERS, { headers: auth(await tokenFor(request, 'admin')) });
    expect(response.status()).toBe(200);
    const { results } = (await response.json()) as { results: Array<Record<string, unknown>> };
    expect(results.find((user) => user.userId === 'treasurer')).toMatchObject({
      name: 'Terry Treasurer',
      scopes: ['forms'],
      is_admin: false,
    });
    expect(results.find((user) => user.userId === 'admin')).toMatchObject({ is_admin: true });
    expect(JSON.stringify(results)).not.toMatch(/passwordHash|scrypt\$/);
  });

  test('refuses bad input with a 400 and a readable message', async ({ request }) => {
    const admin = await tokenFor(request, 'admin');
    const base = { userId: freshId('bad'), name: 'Bad', scopes: ['forms'], is_admin: false, password: 'a-long-password' };
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...base, userId: '../users' }, /user id may hold/],
      [{ ...base, scopes: ['forms', 'root'] }, /Unknown scope\(s\): root/],
      [{ ...base, password: 'short' }, /at least 10 characters/],
      [{ ...base, name: '' }, /enter a name/],
      [{ ...base, is_admin: 'yes' }, /is_admin/],
    ];
    for (const [data, message] of cases) {
      const response = await request.post(USERS, { headers: auth(admin), data });
      expect(response.status(), JSON.stringify(data)).toBe(400);
      expect((await response.json()).error).toMatch(message);
    }
    const badEdit = await request.put(`${USERS}/treasurer`, {
      headers: auth(admin),
      data: { name: 'T', scopes: ['everything'], is_admin: false, version: 1 },
    });
    expect(badEdit.status()).toBe(400);
    const badPath = await request.delete(`${USERS}/a%3Fb`, { headers: auth(admin) });
    expect(badPath.status()).toBe(400);
  });

  test('never removes or demotes the last administrator, not even by themself (409 with the reason)', async ({ request }) => {
    const admin = await tokenFor(request, 'admin');
    const lastAdmin = { error: LAST_ADMIN_MESSAGE, code: 'LAST_ADMIN' };
    const removal = await request.delete(`${USERS}/admin`, { headers: auth(admin) });
    expect(removal.status()).toBe(409);
    expect(await removal.json()).toEqual(lastAdmin);
    const list = (await (await request.get(USERS, { headers: auth(admin) })).json()).results as Array<{ userId: string; version: number }>;
    const version = list.find((user) => user.userId === 'admin')!.version;
    const demotion = await request.put(`${USERS}/admin`, {
      headers: auth(admin),
      data: { name: 'Alex Admin', scopes: ['events', 'formations', 'forms'], is_admin: false, version },
    });
    expect(demotion.status()).toBe(409);
    expect(await demotion.json()).toEqual(lastAdmin);
    // Still an administrator, and the token still works.
    const after = await request.get(USERS, { headers: auth(admin) });
    expect(after.status()).toBe(200);
    expect((await after.json()).results).toContainEqual(expect.objectContaining({ userId: 'admin', is_admin: true, version }));
  });

  test('creates a user who can sign in with their scopes, and refuses the same id again (409)', async ({ request }) => {
    const admin = await tokenFor(request, 'admin');
    const user = await createUser(request, admin);
    expect(decodeClaims(await tokenFor(newClient(), user))).toMatchObject({
      sub: user.userId,
      name: 'Test User',
      scopes: ['forms'],
      is_admin: false,
    });
    const again = await request.post(USERS, { headers: auth(admin), data: { ...user, userId: user.userId.toUpperCase() } });
    expect(again.status()).toBe(409);
  });

  test('an edit of scopes ends the user’s earlier sign-ins; the next sign-in carries the new scopes', async ({ request }) => {
    const admin = await tokenFor(request, 'admin');
    const user = await createUser(request, admin);
    const oldToken = await tokenFor(newClient(), user);
    const edit = { name: 'Renamed', scopes: ['events'], is_admin: false, version: user.saved.version };
    const saved = await request.put(`${USERS}/${user.userId}`, { headers: auth(admin), data: edit });
    expect(saved.status()).toBe(200);
    expect((await saved.json()).results).toMatchObject({ name: 'Renamed', scopes: ['events'], version: user.saved.version + 1 });
    expect(
      (
        await request.post(OWN_PASSWORD, {
          headers: auth(oldToken),
          data: { currentPassword: user.password, newPassword: 'whatever-new-1' },
        })
      ).status(),
    ).toBe(401);
    const stale = await request.put(`${USERS}/${user.userId}`, { headers: auth(admin), data: edit });
    expect(stale.status()).toBe(409);
    expect(decodeClaims(await tokenFor(newClient(), user))).toMatchObject({ name: 'Renamed', scopes: ['events'] });
  });

  test('a password reset makes the old password fail and the new one work', async ({ request }) => {
    const admin = await tokenFor(request, 'admin');
    const user = await createUser(request, admin);
    const reset = await request.post(`${USERS}/${user.userId}/password`, { headers: auth(admin), data: { password: 'second-password-2' } });
    expect(reset.status()).toBe(200);
    expect(JSON.stringify(await reset.json())).not.toMatch(/passwordHash|second-password/);
    expect((await attemptLogin(user.userId, user.password)).status()).toBe(401);
    expect((await attemptLogin(user.userId, 'second-password-2')).status()).toBe(200);
    const unknown = await request.post(`${USERS}/${freshId('ghost')}/password`, {
      headers: auth(admin),
      data: { password: 'second-password-2' },
    });
    expect(unknown.status()).toBe(404);
  });

  test('a removed user can no longer sign in, and removing them again is a 404', async ({ request }) => {
    const admin = await tokenFor(request, 'admin');
    const user = await createUser(request, admin);
    const removal = await request.delete(`${USERS}/${user.userId}`, { headers: auth(admin) });
    expect(removal.status()).toBe(200);
    expect((await removal.json()).results).toMatchObject({ userId: user.userId });
    expect((await attemptLogin(user.userId, user.password)).status()).toBe(401);
    expect((await request.delete(`${USERS}/${user.userId}`, { headers: auth(admin) })).status()).toBe(404);
  });
});

test.describe('POST /v1/user_auth/password (own change, any signed-in user)', () => {
  test('refuses a wrong current password with a 400 that keeps the session, then changes it with the right one', async ({ request }) => {
    const admin = await tokenFor(request, 'admin');
    const user = await createUser(request, admin, []);
    const token = await tokenFor(newClient(), user);
    const from = newClient();
    const wrong = await from.post(OWN_PASSWORD, {
      headers: auth(token),
      data: { currentPassword: 'not-my-password', newPassword: 'my-new-password-3' },
    });
    expect(wrong.status()).toBe(400);
    expect((await wrong.json()).error).toBe('Your current password is not correct.');
    const short = await from.post(OWN_PASSWORD, { headers: auth(token), data: { currentPassword: user.password, newPassword: 'short' } });
    expect(short.status()).toBe(400);
    const changed = await from.post(OWN_PASSWORD, {
      headers: auth(token),
      data: { currentPassword: user.password, newPassword: 'my-new-password-3' },
    });
    expect(changed.status()).toBe(200);
    const fresh = (await changed.json()).results as string;
    expect(decodeClaims(fresh)).toMatchObject({ sub: user.userId });
    // The old token ended with the change; the fresh one works.
    expect(
      (await request.post(OWN_PASSWORD, { headers: auth(token), data: { currentPassword: 'x', newPassword: 'another-one-44' } })).status(),
    ).toBe(401);
    expect(
      (
        await newClient().post(OWN_PASSWORD, {
          headers: auth(fresh),
          data: { currentPassword: 'wrong-again', newPassword: 'another-one-44' },
        })
      ).status(),
    ).toBe(400);
    expect((await attemptLogin(user.userId, user.password)).status()).toBe(401);
    expect((await attemptLogin(user.userId, 'my-new-password-3')).status()).toBe(200);
  });
});
