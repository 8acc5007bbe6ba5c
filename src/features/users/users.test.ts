import { beforeEach, describe, expect, it } from 'vitest';
import usersFunction from '../../../netlify/functions/users';
import {
  requireUser,
  createUser,
  findUser,
  LAST_ADMIN_MESSAGE,
  listUsers,
  removeUser,
  saveUser,
  setPassword,
  updateUser,
} from './users.server';
import { issueToken } from '../../server/guard.server';
import { callFunction } from '../../../tests/support/functions';
import { useMemoryStores } from '../../../scripts/stores/memory-store';

const PASSWORD = 'a-long-password';
const stores = useMemoryStores();

beforeEach(async () => {
  process.env.JWT_SECRET = 'unit-test-secret-that-is-long-enough-0123456789';
  await saveUser({ userId: 'boss', name: 'Bo Boss', scopes: ['events'], is_admin: true, password: PASSWORD });
  await saveUser({ userId: 'treasurer', name: 'Terry', scopes: ['forms'], is_admin: false, password: PASSWORD });
});

const bearer = async (userId: string) => ({ Authorization: `Bearer ${await issueToken((await findUser(userId))!)}` });
const edit = async (userId: string, change: { name?: string; scopes?: string[]; is_admin?: boolean }) => {
  const user = (await findUser(userId))!;
  return updateUser(userId, { name: user.name, scopes: user.scopes, is_admin: user.is_admin, version: user.version, ...change } as never);
};

describe('the last administrator (docs/decisions/017)', () => {
  it('is never removed nor demoted, by the API or by the CLI path', async () => {
    await expect(removeUser('boss')).rejects.toMatchObject({ status: 409, message: LAST_ADMIN_MESSAGE });
    await expect(edit('boss', { is_admin: false })).rejects.toMatchObject({ status: 409, code: 'LAST_ADMIN' });
    await expect(saveUser({ userId: 'boss', name: 'Bo', scopes: [], is_admin: false, password: PASSWORD })).rejects.toMatchObject({
      status: 409,
    });
    expect((await findUser('boss'))?.is_admin).toBe(true);
  });

  it('may go once another administrator exists, and other users may always go', async () => {
    await edit('treasurer', { is_admin: true });
    expect(await removeUser('boss')).toMatchObject({ userId: 'boss' });
    await expect(removeUser('treasurer')).rejects.toMatchObject({ status: 409 });
    await saveUser({ userId: 'clerk', name: 'C', scopes: [], is_admin: false, password: PASSWORD });
    expect(await removeUser('clerk')).toMatchObject({ userId: 'clerk' });
    expect(await removeUser('clerk')).toBeNull();
  });
});

describe('user records', () => {
  it('are looked up without a write anywhere when the id is hostile', async () => {
    const hostile = ['../x', '..', 'a/b', 'a?b', 'a#b', '%2e%2e', '%2F', 'a b', 'A\u0000', '', '-x', 'x-', 'a..b', 'é', 'x'.repeat(600)];
    const written = () => [...stores().values()].reduce((count, store) => count + store.entries.size, 0);
    const before = written();
    for (const id of hostile) expect(await findUser(id)).toBeNull();
    expect(written()).toBe(before);
  });

  it('never hold or answer the password in plain text, and lists never answer hashes', async () => {
    const raw = JSON.stringify(
      [...stores().values()].flatMap((store) => [...store.entries.values()].map((entry) => new TextDecoder().decode(entry.data))),
    );
    expect(raw).not.toContain(PASSWORD);
    for (const user of await listUsers()) expect(user).not.toHaveProperty('passwordHash');
  });

  it('refuses to create a user id that exists (409), whatever its case', async () => {
    await expect(createUser({ userId: 'Treasurer', name: 'Other', scopes: [], password: PASSWORD })).rejects.toMatchObject({
      status: 409,
      code: 'USER_EXISTS',
    });
  });

  it('ends earlier tokens when the name, scopes or is_admin change, but not on an edit that changes nothing', async () => {
    const headers = await bearer('treasurer');
    const request = () => new Request('http://localhost/x', { headers });
    const same = await edit('treasurer', {});
    expect(same.version).toBe(1);
    await expect(requireUser(request())).resolves.toMatchObject({ userId: 'treasurer' });
    expect((await edit('treasurer', { scopes: ['forms', 'events'] })).version).toBe(2);
    await expect(requireUser(request())).rejects.toMatchObject({ status: 401 });
  });

  it('refuses an edit of an older version (409), so two administrators do not overwrite each other', async () => {
    const loaded = (await findUser('treasurer'))!;
    await setPassword('treasurer', 'another-long-password');
    await expect(updateUser('treasurer', { name: 'T', scopes: [], is_admin: false, version: loaded.version })).rejects.toMatchObject({
      status: 409,
      code: 'STALE_EDIT',
    });
  });

  it('reads records stored before the version covered every change (passwordVersion)', async () => {
    const { passwordHash } = (await findUser('treasurer'))!;
    const legacy = {
      userId: 'old',
      name: 'Old',
      scopes: ['forms'],
      is_admin: false,
      passwordHash,
      passwordVersion: 4,
      createdAt: '2026-01-01T00:00:00Z',
    };
    await stores().get('users')!.setJSON('user/old', legacy);
    expect(await findUser('old')).toMatchObject({ version: 4 });
    expect((await listUsers()).find((user) => user.userId === 'old')).not.toHaveProperty('passwordVersion');
  });
});

describe('own password change (POST /v1/user_auth/password)', () => {
  const change = async (currentPassword: string, ip = '203.0.113.5') =>
    callFunction(usersFunction, 'POST', '/v1/user_auth/password', {
      headers: await bearer('treasurer'),
      body: { currentPassword, newPassword: 'a-brand-new-password' },
      ip,
    });

  it('counts a wrong current password as a failed sign-in: the sixth try from one address is a 429', async () => {
    for (let i = 1; i <= 5; i += 1) {
      const wrong = await change(`wrong-${i}`);
      expect(wrong.status).toBe(400);
      expect((await wrong.json()).code).toBe('WRONG_PASSWORD');
    }
    expect((await change(PASSWORD)).status).toBe(429);
  });

  it('with the right current password answers a fresh token that works, while the old one ends', async () => {
    const old = await bearer('treasurer');
    const response = await change(PASSWORD);
    expect(response.status).toBe(200);
    const { results } = (await response.json()) as { results: string };
    await expect(requireUser(new Request('http://localhost/x', { headers: old }))).rejects.toMatchObject({ status: 401 });
    await expect(
      requireUser(new Request('http://localhost/x', { headers: { Authorization: `Bearer ${results}` } })),
    ).resolves.toMatchObject({ version: 2 });
  });
});
