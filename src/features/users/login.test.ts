import { beforeEach, describe, expect, it } from 'vitest';
import login from '../../../netlify/functions/auth-login';
import { saveUser } from './users.server';
import { callFunction } from '../../../tests/support/functions';
import { useMemoryStores } from '../../../scripts/stores/memory-store';

const PASSWORD = 'the-right-password';
const stores = useMemoryStores();

beforeEach(async () => {
  process.env.JWT_SECRET = 'unit-test-secret-that-is-long-enough-0123456789';
  await saveUser({ userId: 'editor', name: 'Erin Editor', scopes: ['events'], is_admin: false, password: PASSWORD });
});

const attempt = (password: string, ip: string, userId = 'editor') =>
  callFunction(login, 'POST', '/v1/api/auth/user_login', { body: { userId, password }, ip });

const throttleEntries = () => [...(stores().get('throttle')?.entries.keys() ?? [])].sort();

describe('sign-in throttling (docs/decisions/005)', () => {
  it('never lets strangers lock the owner out: after failures from rotating addresses the right password signs in', async () => {
    for (let i = 1; i <= 8; i += 1) expect((await attempt(`guess-${i}`, `203.0.113.${i}`)).status).toBe(401);
    const owner = await attempt(PASSWORD, '198.51.100.7');
    expect(owner.status).toBe(200);
    expect((await owner.json()).results).toEqual(expect.any(String));
  });

  it('refuses one address that keeps guessing one account, even with the right password, but not the owner elsewhere', async () => {
    for (let i = 1; i <= 5; i += 1) expect((await attempt(`guess-${i}`, '203.0.113.9')).status).toBe(401);
    const refused = await attempt(PASSWORD, '203.0.113.9');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error).toMatch(/Too many failed sign-in attempts/);
    expect((await attempt(PASSWORD, '198.51.100.7')).status).toBe(200);
  });

  it('writes nothing for an attempt it refuses, so a flood of refused attempts costs no storage', async () => {
    for (let i = 1; i <= 5; i += 1) await attempt(`guess-${i}`, '203.0.113.9');
    const before = throttleEntries();
    for (let i = 0; i < 3; i += 1) expect((await attempt('again', '203.0.113.9')).status).toBe(429);
    expect(throttleEntries()).toEqual(before);
  });

  it('counts addresses of one IPv6 /64 network as one address', async () => {
    for (let i = 1; i <= 5; i += 1) expect((await attempt(`guess-${i}`, `2001:db8:1:2::${i}`)).status).toBe(401);
    expect((await attempt(PASSWORD, '2001:db8:1:2:ffff:ffff:ffff:fffe')).status).toBe(429);
    expect((await attempt(PASSWORD, '2001:db8:1:3::1')).status).toBe(200);
  });

  it('answers the spec message for a missing field and 415 for a body that only claims to be JSON', async () => {
    const missing = await callFunction(login, 'POST', '/v1/api/auth/user_login', { body: { userId: 'editor' } });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toBe('Please add valid username & password');
    const disguised = await callFunction(login, 'POST', '/v1/api/auth/user_login', {
      body: JSON.stringify({ userId: 'editor', password: PASSWORD }),
      headers: { 'content-type': 'text/plain; x=application/json' },
    });
    expect(disguised.status).toBe(415);
  });
});
