/**
 * Counts failures per account and per address in a fixed window and refuses with 429 once a limit is
 * reached (DESIGN section 6). Counters tolerate a lost update under races: they only slow an attacker.
 */
import { createHash } from 'node:crypto';
import { HttpError } from './http.server';
import { keyOf, openStore, putRecord, readRecord } from './store.server';

export interface ThrottleRule {
  /** What is counted, e.g. 'login-account'. */
  name: string;
  limit: number;
  windowMs: number;
}

interface Counter {
  count: number;
  windowStart: number;
}

const throttleStore = () => openStore('throttle');

/** Subjects (user ids, addresses) are raw client text, so keys hold only their hash. */
function counterKey(rule: ThrottleRule, subject: string): string {
  const digest = createHash('sha256').update(subject.toLowerCase()).digest('hex').slice(0, 40);
  return keyOf(rule.name, digest);
}

async function readCounter(rule: ThrottleRule, subject: string, now: number): Promise<Counter> {
  const counter = await readRecord<Counter>(throttleStore(), counterKey(rule, subject), { strong: true });
  if (!counter || now - counter.windowStart >= rule.windowMs) return { count: 0, windowStart: now };
  return counter;
}

/** Throws 429 when the subject has used up the rule's allowance for the current window. */
export async function assertNotThrottled(rule: ThrottleRule, subject: string, message: string, now = Date.now()) {
  const counter = await readCounter(rule, subject, now);
  if (counter.count >= rule.limit) {
    const retryAfter = Math.ceil((counter.windowStart + rule.windowMs - now) / 1000);
    throw new HttpError(429, 'TOO_MANY_ATTEMPTS', message, { 'Retry-After': String(Math.max(retryAfter, 1)) });
  }
}

export async function recordAttempt(rule: ThrottleRule, subject: string, now = Date.now()): Promise<void> {
  const counter = await readCounter(rule, subject, now);
  await putRecord(throttleStore(), counterKey(rule, subject), { ...counter, count: counter.count + 1 });
}

export async function clearAttempts(rule: ThrottleRule, subject: string): Promise<void> {
  await throttleStore().delete(counterKey(rule, subject));
}

/** The caller's address as Netlify reports it; one shared bucket when it is unknown. */
export function clientAddress(context: { ip?: string } | undefined): string {
  return context?.ip || 'unknown';
}
