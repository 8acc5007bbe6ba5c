import { beforeEach, describe, expect, it } from 'vitest';
import { createGuard, type GuardedUser, issueToken } from './guard.server';

type Person = GuardedUser & { userId: string; name: string; scopes: string[] };

const people = new Map<string, Person>();
const guard = createGuard<Person, 'events' | 'forms'>(async (userId) => people.get(userId) ?? null);
const request = async (person: Person) =>
  new Request('http://localhost/x', { headers: { Authorization: `Bearer ${await issueToken(person)}` } });

beforeEach(() => {
  process.env.JWT_SECRET = 'unit-test-secret-that-is-long-enough-0123456789';
  people.clear();
});

describe('the guard of the server layer (docs/decisions/050)', () => {
  it('reads the signed-in user through the lookup it is given: unknown or changed since the token is a 401', async () => {
    const terry: Person = { userId: 'terry', name: 'Terry', scopes: ['forms'], is_admin: false, version: 1, generation: 'g1' };
    const token = await request(terry);
    await expect(guard.requireUser(token)).rejects.toMatchObject({ status: 401 });
    people.set('terry', terry);
    await expect(guard.requireUser(token)).resolves.toBe(terry);
    await expect(guard.requireScope(token, 'forms')).resolves.toBe(terry);
    await expect(guard.requireScope(token, 'events')).rejects.toMatchObject({ status: 403 });
    await expect(guard.publicRead(token)).resolves.toEqual({ strong: true });
    people.set('terry', { ...terry, version: 2 });
    await expect(guard.requireUser(token)).rejects.toMatchObject({ status: 401 });
  });
});
