/**
 * How the tests sign in: `tokenFor` for API calls, `signInAs` through the real login screen for the browser,
 * `openSignedInAs` for a browser test whose subject is not the sign-in (it arrives with a stored session, as
 * a returning user does). `tokenFor` and `signInAs` take a demo user the test server seeds (README) or any
 * account with its password.
 *
 * Every sign-in costs a deliberately slow password check on the server (scrypt, about 0.75 s here), so a
 * worker signs each demo user in once and keeps the token (docs/decisions/051-tests-in-parallel.md). A token
 * is good for eight hours and until its user changes; the test server seeds the demo users once, when it
 * starts, and a test that changes a demo user takes a new token with `freshTokenFor`. A kept token that
 * the server refuses fails the test that uses it: nothing signs in again behind its back.
 */
import { expect, type Page } from '@playwright/test';
import { DEMO_USERS } from '../../scripts/demo/users';
import { TOKEN_STORAGE_KEY } from '../../src/shared/session';

export { DEMO_USERS };

export type DemoUserId = 'admin' | 'editor' | 'treasurer';

export interface Credentials {
  userId: string;
  password: string;
}

export const LOGIN = '/v1/api/auth/user_login';

export function demoUser(userId: DemoUserId) {
  const user = DEMO_USERS.find((candidate) => candidate.userId === userId);
  if (!user) throw new Error(`no demo user ${userId}`);
  return user;
}

const credentials = (user: DemoUserId | Credentials): Credentials =>
  typeof user === 'string' ? { userId: user, password: demoUser(user).password } : { userId: user.userId, password: user.password };

/** What sends the sign-in: Playwright's `request`, or a client with an address of its own (tests/support/clients.ts). */
interface Sender {
  post(url: string, options: { data: Credentials }): Promise<{ status(): number; json(): Promise<unknown> }>;
}

/** Signs in through the API and answers the token. Each sign-in costs a deliberately slow password check. */
async function signIn(request: Sender, user: DemoUserId | Credentials): Promise<string> {
  const response = await request.post(LOGIN, { data: credentials(user) });
  expect(response.status(), `sign-in of ${credentials(user).userId}`).toBe(200);
  const { results } = (await response.json()) as { results: string };
  return results;
}

/**
 * This worker's tokens of the demo users. A worker process talks to its own server only (tests/support/slots.ts),
 * and a worker that replaces a failed one starts with none.
 */
const demoTokens = new Map<DemoUserId, Promise<string>>();

/** Signs in anew and keeps the token; a failed sign-in keeps nothing. */
function keepToken(request: Sender, user: DemoUserId): Promise<string> {
  const token = signIn(request, user);
  demoTokens.set(user, token);
  token.catch(() => {
    if (demoTokens.get(user) === token) demoTokens.delete(user);
  });
  return token;
}

/**
 * A token of the user: a demo user's is the one this worker signed in with first (see above); any other
 * account signs in through the API each time.
 */
export async function tokenFor(request: Sender, user: DemoUserId | Credentials): Promise<string> {
  if (typeof user !== 'string') return signIn(request, user);
  return demoTokens.get(user) ?? keepToken(request, user);
}

/**
 * Signs a demo user in anew through the API and keeps that token for the tests after: for a test that has
 * just changed the demo user (a change ends the user's earlier tokens) or that needs a sign-in of its own.
 */
export function freshTokenFor(request: Sender, user: DemoUserId): Promise<string> {
  return keepToken(request, user);
}

/** The Authorization header of a token. */
export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The claims of a token, as the admin client decodes its middle part (DESIGN section 4). */
export function decodeClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Fills the login screen on the page and sends it; what follows is the test's to check. */
export async function submitLogin(page: Page, user: DemoUserId | Credentials): Promise<void> {
  const { userId, password } = credentials(user);
  await page.getByLabel('Username').fill(userId);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * Signs in through the real login screen, as a person would, and waits for the admin area. Every /access
 * route shows the login screen while nobody is signed in, so `path` is where the user lands afterwards.
 */
export async function signInAs(page: Page, user: DemoUserId | Credentials, path = '/access/login'): Promise<void> {
  await page.goto(path);
  await submitLogin(page, user);
  await expect(page.getByRole('button', { name: 'Admin Menu' })).toBeVisible();
}

/**
 * Opens an admin page as a demo user who signed in before: the page starts with the worker's token of the
 * user in local storage, where the login screen keeps it (src/shared/session-store.ts), and the admin area
 * restores the session from it as it does for a returning user. For tests whose subject is not the sign-in;
 * the sign-in's own tests use `signInAs`. The token is put there for this one navigation only: a later
 * reload or sign-out sees what the page itself stored.
 */
export async function openSignedInAs(page: Page, user: DemoUserId, path = '/access'): Promise<void> {
  const token = await tokenFor(page.request, user);
  const stored = await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, token] as const);
  try {
    await page.goto(path);
  } finally {
    await stored.dispose();
  }
  await expect(page.getByRole('button', { name: 'Admin Menu' })).toBeVisible();
}
