import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { requireScope, findUser, saveUser, setPassword } from './users.server';
import { hashPassword, verifyPassword } from './passwords.server';
import { setStoreFactory } from '../../server/store.server';
import { issueToken, TOKEN_LIFETIME_SECONDS, verifyToken } from '../../server/guard.server';
import { HttpError } from '../../server/http.server';
import { readJwtSecret } from '../../server/env.server';
import { decodeJwt, SignJWT } from 'jose';
import { memoryStores } from '../../../scripts/stores/memory-store';

const SECRET = 'unit-test-secret-that-is-long-enough-0123456789';

beforeEach(() => {
  process.env.JWT_SECRET = SECRET;
  setStoreFactory(memoryStores().factory);
});

afterEach(() => setStoreFactory(null));

function bearer(token: string): Request {
  return new Request('http://localhost/v1/user_auth/form-data/volunteer_request', { headers: { Authorization: `Bearer ${token}` } });
}

describe('passwords', () => {
  it('verifies the right password and refuses a wrong one; each hash has its own salt', async () => {
    const [first, second] = await Promise.all([hashPassword('correct horse'), hashPassword('correct horse')]);
    expect(first).not.toBe(second);
    expect(first.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(await verifyPassword('correct horse', first)).toBe(true);
    expect(await verifyPassword('wrong horse', first)).toBe(false);
  });
});

describe('JWT secret', () => {
  it('refuses to run without a secret of at least 32 bytes', () => {
    expect(() => readJwtSecret({})).toThrow(/JWT_SECRET is not set/);
    expect(() => readJwtSecret({ JWT_SECRET: 'short' })).toThrow(/at least 32 bytes/);
    expect(readJwtSecret({ JWT_SECRET: SECRET })).toHaveLength(SECRET.length);
  });
});

describe('tokens and the scope guard', () => {
  it('issues an HS256 token with the spec claims and a lifetime of at most 8 hours', async () => {
    const user = await saveUser({
      userId: 'editor',
      name: 'Erin Editor',
      scopes: ['events'],
      is_admin: false,
      password: 'a-long-password',
    });
    const record = (await findUser(user.userId))!;
    const now = new Date();
    const claims = (await verifyToken(await issueToken(record, now)))!;
    expect(claims).toMatchObject({ sub: 'editor', name: 'Erin Editor', scopes: ['events'], is_admin: false });
    expect(claims.exp - Math.floor(now.getTime() / 1000)).toBe(TOKEN_LIFETIME_SECONDS);
    expect(Date.parse(claims.expDt)).toBe(claims.exp * 1000);
  });

  it('answers 401 without a token, with a forged one, and with one signed by another algorithm', async () => {
    await expect(requireScope(new Request('http://localhost/x'), 'forms')).rejects.toMatchObject({ status: 401 });
    await expect(requireScope(bearer('abc.def.ghi'), 'forms')).rejects.toMatchObject({ status: 401 });
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"admin","exp":9999999999}').toString('base64url')}.`;
    await expect(requireScope(bearer(unsigned), 'forms')).rejects.toMatchObject({ status: 401 });
  });

  it('answers 401 for an expired token and for one without exp', async () => {
    await saveUser({ userId: 'treasurer', name: 'T', scopes: ['forms'], is_admin: false, password: 'a-long-password' });
    const key = new TextEncoder().encode(SECRET);
    const expired = await new SignJWT({ ver: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('treasurer')
      .setIssuedAt(1000)
      .setExpirationTime(2000)
      .sign(key);
    const noExpiry = await new SignJWT({ ver: 1 }).setProtectedHeader({ alg: 'HS256' }).setSubject('treasurer').sign(key);
    await expect(requireScope(bearer(expired), 'forms')).rejects.toMatchObject({ status: 401 });
    await expect(requireScope(bearer(noExpiry), 'forms')).rejects.toMatchObject({ status: 401 });
  });

  it('refuses a token with every claim of a real one whose iat lies in the future, or lives longer than 8 hours, or has no iat', async () => {
    await saveUser({ userId: 'treasurer', name: 'T', scopes: ['forms'], is_admin: false, password: 'a-long-password' });
    const key = new TextEncoder().encode(SECRET);
    const now = Math.floor(Date.now() / 1000);
    const { iat: _iat, exp: _exp, ...claims } = decodeJwt(await issueToken((await findUser('treasurer'))!));
    const signed = (iat: number | null, exp: number) => {
      const token = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(exp);
      return (iat === null ? token : token.setIssuedAt(iat)).sign(key);
    };
    await expect(requireScope(bearer(await signed(now, now + 60)), 'forms')).resolves.toMatchObject({ userId: 'treasurer' });
    const early = await signed(now + 3600, now + 3600 + 60);
    expect(await verifyToken(early)).toBeNull();
    expect(await verifyToken(await signed(now, now + TOKEN_LIFETIME_SECONDS + 60))).toBeNull();
    expect(await verifyToken(await signed(null, now + 60))).toBeNull();
    await expect(requireScope(bearer(early), 'forms')).rejects.toMatchObject({ status: 401 });
  });

  it('answers 403 when the user lacks the scope and passes when they hold it', async () => {
    await saveUser({ userId: 'treasurer', name: 'T', scopes: ['forms'], is_admin: false, password: 'a-long-password' });
    const token = await issueToken((await findUser('treasurer'))!);
    await expect(requireScope(bearer(token), 'events')).rejects.toMatchObject({ status: 403 });
    await expect(requireScope(bearer(token), 'forms')).resolves.toMatchObject({ userId: 'treasurer' });
  });

  it('ends earlier sign-ins when the password changes', async () => {
    await saveUser({ userId: 'treasurer', name: 'T', scopes: ['forms'], is_admin: false, password: 'a-long-password' });
    const token = await issueToken((await findUser('treasurer'))!);
    await setPassword('treasurer', 'another-long-password');
    await expect(requireScope(bearer(token), 'forms')).rejects.toMatchObject({ status: 401 });
  });
});

describe('user management errors', () => {
  it('are HttpErrors with a status and a readable message', async () => {
    const add = (userId: string, password: string) => saveUser({ userId, name: 'X', scopes: [], is_admin: false, password });
    await expect(add('erin', 'short')).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/at least 10 characters/) });
    await expect(add('../erin', 'a-long-password')).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/user id/) });
    await expect(setPassword('nobody', 'a-long-password')).rejects.toMatchObject({ status: 404, message: "No user 'nobody'." });
    const withScopes = saveUser({ userId: 'erin', name: 'X', scopes: ['events', 'root'], is_admin: false, password: 'a-long-password' });
    await expect(withScopes).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/Unknown scope\(s\): root/) });
    await expect(add('erin', 'short')).rejects.toBeInstanceOf(HttpError);
  });
});
