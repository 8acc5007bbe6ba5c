import { describe, expect, it } from 'vitest';
import { ACCOUNT_RULE, ADDRESS_RULE, PAIR_RULE, startLoginAttempt } from './login-throttle.server';
import { useMemoryStores } from '../../../scripts/stores/memory-store';

const stores = useMemoryStores();

const fail = async (account: string, address: string) => (await startLoginAttempt(account, address)).failed();
const succeed = async (account: string, address: string) => (await startLoginAttempt(account, address)).succeeded();
const addressOf = (i: number) => `203.0.${Math.floor(i / 250)}.${(i % 250) + 1}`;
const throttleSize = () => stores().get('throttle')?.entries.size ?? 0;

describe('the sign-in policy (docs/decisions/005)', () => {
  it(`gives one address ${PAIR_RULE.limit} tries at one account, then refuses it there but not elsewhere`, async () => {
    for (let i = 0; i < PAIR_RULE.limit; i += 1) await fail('editor', '203.0.113.9');
    await expect(startLoginAttempt('editor', '203.0.113.9')).rejects.toMatchObject({ status: 429 });
    await expect(succeed('treasurer', '203.0.113.9')).resolves.toBeUndefined();
    await expect(succeed('editor', '198.51.100.7')).resolves.toBeUndefined();
  });

  it(`refuses an address after ${ADDRESS_RULE.limit} failures on any accounts`, async () => {
    for (let i = 0; i < ADDRESS_RULE.limit; i += 1) await fail(`user-${i}`, '203.0.113.9');
    await expect(startLoginAttempt('someone-else', '203.0.113.9')).rejects.toMatchObject({ status: 429 });
  });

  it('forgets the owner’s own typos at an address once they sign in there', async () => {
    for (let i = 0; i < PAIR_RULE.limit - 1; i += 1) await fail('editor', '198.51.100.7');
    await succeed('editor', '198.51.100.7');
    for (let i = 0; i < PAIR_RULE.limit - 1; i += 1) await fail('editor', '198.51.100.7');
    await expect(succeed('editor', '198.51.100.7')).resolves.toBeUndefined();
  });

  it('under attack from many addresses, gives each address one try at the account and still lets the owner in', async () => {
    for (let i = 0; i < ACCOUNT_RULE.limit; i += 1) await fail('editor', addressOf(i));
    // An attacking address that already failed once is refused at once...
    await expect(startLoginAttempt('editor', addressOf(0))).rejects.toMatchObject({ status: 429 });
    // ...a new one gets one try, and the owner from an address that has not failed signs in.
    await fail('editor', addressOf(1000));
    await expect(startLoginAttempt('editor', addressOf(1000))).rejects.toMatchObject({ status: 429 });
    await expect(succeed('editor', '198.51.100.7')).resolves.toBeUndefined();
  });

  it('stops counting an account’s failures once it is under attack, so storage stays bounded', async () => {
    for (let i = 0; i < ACCOUNT_RULE.limit; i += 1) await fail('editor', addressOf(i));
    const size = throttleSize();
    for (let i = 100; i < 110; i += 1) await fail('editor', addressOf(i));
    // Each new address leaves its own two counters (address, pair), nothing more on the account.
    expect(throttleSize()).toBe(size + 10 * 2);
  });

  it('checks at most the limit of parallel guesses from one address', async () => {
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, () => startLoginAttempt('editor', '203.0.113.9')));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled').length).toBeLessThanOrEqual(PAIR_RULE.limit);
    expect(outcomes.some((outcome) => outcome.status === 'rejected' && (outcome.reason as { status: number }).status === 429)).toBe(true);
  });
});
