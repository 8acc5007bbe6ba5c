/** Demo sign-ins for local runs (listed in the README). Never seeded into production. */
import type { Scope } from '../../src/features/users/scopes';

export interface DemoUser {
  userId: string;
  password: string;
  name: string;
  scopes: Scope[];
  is_admin: boolean;
}

export const DEMO_USERS: readonly DemoUser[] = [
  { userId: 'admin', password: 'hsa-demo-admin', name: 'Alex Admin', scopes: ['events', 'formations', 'forms'], is_admin: true },
  { userId: 'editor', password: 'hsa-demo-editor', name: 'Erin Editor', scopes: ['events', 'formations'], is_admin: false },
  { userId: 'treasurer', password: 'hsa-demo-treasurer', name: 'Terry Treasurer', scopes: ['forms'], is_admin: false },
];

/** Signs a demo user in on a running site (`npm run audit`, `npm run bench`); the tests use tests/support/sign-in.ts. */
export async function demoToken(base: string, userId: DemoUser['userId']): Promise<string> {
  const user = DEMO_USERS.find((candidate) => candidate.userId === userId);
  if (!user) throw new Error(`There is no demo user ${userId}.`);
  const response = await fetch(`${base}/v1/api/auth/user_login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userId, password: user.password }),
  });
  if (!response.ok)
    throw new Error(`The demo user ${userId} could not sign in (${response.status}): this needs the demo users (npm run seed).`);
  const { results } = (await response.json()) as { results: string };
  return results;
}
