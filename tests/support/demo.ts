/** The demo users the test server seeds (README), and a sign-in helper for API tests. */
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { DEMO_USERS } from '../../scripts/demo/users';

export { DEMO_USERS };

export function demoUser(userId: 'admin' | 'editor' | 'treasurer') {
  const user = DEMO_USERS.find((candidate) => candidate.userId === userId);
  if (!user) throw new Error(`no demo user ${userId}`);
  return user;
}

export async function tokenFor(request: APIRequestContext, userId: 'admin' | 'editor' | 'treasurer'): Promise<string> {
  const { password } = demoUser(userId);
  const response = await request.post('/v1/api/auth/user_login', { data: { userId, password } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { results: string };
  return body.results;
}

export function decodeClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}
