/**
 * How sign-in attempts are slowed (docs/decisions/005): password guessing is limited per address and per
 * account-and-address pair, never per account alone, so strangers cannot lock the real user out. An
 * account under attack from many addresses gives each address only one try at it per window.
 */
import { clearAttempts, countAttempts, forgetAttempt, noteAttempt, recordAttempt, type ThrottleRule } from '../../server/throttle.server';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Failures of one address on one account. */
export const PAIR_RULE: ThrottleRule = { name: 'login-pair', limit: 5, windowMs: FIFTEEN_MINUTES };
/** Failures of one address on any account. */
export const ADDRESS_RULE: ThrottleRule = { name: 'login-address', limit: 20, windowMs: FIFTEEN_MINUTES };
/** Failures on one account from any address; at this many the account is under attack. */
export const ACCOUNT_RULE: ThrottleRule = { name: 'login-account', limit: 30, windowMs: FIFTEEN_MINUTES };
/** The pair limit while the account is under attack. */
const PAIR_LIMIT_UNDER_ATTACK = 1;

const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

export interface LoginAttempt {
  /** Only failures count: a success forgets this attempt and the pair's earlier failures (the owner's typos). */
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

/**
 * Counts an attempt before its password is checked (so parallel guesses cannot pass the limits), or
 * throws 429 without checking it. The caller reports how it ended.
 */
export async function startLoginAttempt(account: string, address: string, now = Date.now()): Promise<LoginAttempt> {
  const pair = JSON.stringify([account, address]);
  const underAttack = (await countAttempts(ACCOUNT_RULE, account, now)) >= ACCOUNT_RULE.limit;
  const pairLimit = underAttack ? PAIR_LIMIT_UNDER_ATTACK : PAIR_RULE.limit;
  const [byAddress, byPair] = await Promise.allSettled([
    recordAttempt(ADDRESS_RULE, address, TOO_MANY_ATTEMPTS, { now }),
    recordAttempt(PAIR_RULE, pair, TOO_MANY_ATTEMPTS, { now, limit: pairLimit }),
  ]);
  if (byAddress.status === 'rejected' || byPair.status === 'rejected') {
    // A refused attempt counts against nothing.
    const outcomes = [byAddress, byPair];
    await Promise.all(outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [forgetAttempt(outcome.value)] : [])));
    const [reason] = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    throw reason;
  }
  const addressKey = byAddress.value;
  return {
    async succeeded() {
      await Promise.all([forgetAttempt(addressKey), clearAttempts(PAIR_RULE, pair)]);
    },
    async failed() {
      // Past the threshold the account's count changes nothing, so it is no longer written.
      if (!underAttack) await noteAttempt(ACCOUNT_RULE, account, now);
    },
  };
}
