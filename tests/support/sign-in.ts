/**
 * The one way the tests sign in: `tokenFor` for API calls, `signInAs` through the real login screen for the
 * browser. Both take a demo user the test server seeds (README) or any account with its password.
 */
import { expect, type Page } from '@playwright/test';
import { DEMO_USERS } from '../../scripts/demo/users';

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
export async function tokenFor(request: Sender, user: DemoUserId | Credentials): Promise<string> {
  const response = await request.post(LOGIN, { data: credentials(user) });
  expect(response.status(), `sign-in of ${credentials(user).userId}`).toBe(200);
  const { results } = (await response.json()) as { results: string };
  return results;
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
