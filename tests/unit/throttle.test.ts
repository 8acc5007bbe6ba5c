import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setStoreFactory } from '../../netlify/server/store.server';
import { clearAttempts, recordAttempt, type ThrottleRule } from '../../netlify/server/throttle.server';
import { memoryStores } from '../support/memory-store';

const RULE: ThrottleRule = { name: 'login-account', limit: 5, windowMs: 15 * 60 * 1000 };
const attempt = (now?: number) => recordAttempt(RULE, 'editor', 'Too many', now);

beforeEach(() => setStoreFactory(memoryStores().factory));
afterEach(() => setStoreFactory(null));

describe('throttling (DESIGN section 6)', () => {
  it('allows the limit, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i += 1) await attempt();
    await expect(attempt()).rejects.toMatchObject({ status: 429, headers: { 'Retry-After': expect.any(String) } });
  });

  it('counts attempts made in parallel: no more than the limit get through', async () => {
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, () => attempt()));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled').length).toBeLessThanOrEqual(5);
  });

  it('forgets attempts older than the window, and all of them when cleared', async () => {
    const start = Date.now();
    for (let i = 0; i < 5; i += 1) await attempt(start);
    await expect(attempt(start + RULE.windowMs + 1)).resolves.toEqual(expect.any(String));
    for (let i = 0; i < 5; i += 1) await attempt().catch(() => undefined);
    await clearAttempts(RULE, 'editor');
    await expect(attempt()).resolves.toEqual(expect.any(String));
  });
});
