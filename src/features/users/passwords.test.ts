import { scrypt } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.server';
import type * as NodeCrypto from 'node:crypto';

// Counts scrypt runs; the real function still does the work.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof NodeCrypto>();
  return { ...actual, scrypt: vi.fn(actual.scrypt) };
});

beforeEach(() => {
  vi.mocked(scrypt).mockClear();
});

describe('unknown user ids cost the same as known ones (DESIGN section 6)', () => {
  // Each test file loads its own module instance: this first check is a fresh instance's first.
  it('checks an unknown user with exactly one scrypt run, even on a fresh instance', async () => {
    expect(await burnPasswordCheck('some guess')).toBe(false);
    expect(scrypt).toHaveBeenCalledTimes(1);
    expect(await burnPasswordCheck('another guess')).toBe(false);
    expect(scrypt).toHaveBeenCalledTimes(2);
  });

  it('runs that check with the same parameters as a real password hash', async () => {
    const real = await hashPassword('a-real-password');
    vi.mocked(scrypt).mockClear();
    await verifyPassword('a guess', real);
    await burnPasswordCheck('a guess');
    const [known, unknown] = vi.mocked(scrypt).mock.calls;
    // password, salt, key length, options: equal apart from the password and the salt's bytes.
    expect(unknown?.[2]).toEqual(known?.[2]);
    expect(unknown?.[3]).toEqual(known?.[3]);
    expect((unknown?.[1] as Buffer).length).toBe((known?.[1] as Buffer).length);
  });
});
