/**
 * Counts attempts per subject (an account, an address) in a sliding window and refuses with 429 past a
 * limit (DESIGN section 6). Each attempt is its own blob, written before it is counted, so attempts made
 * in parallel all count: none can slip through between a read and a write.
 */
import { createHash } from 'node:crypto';
import { HttpError } from './http.server';
import { createRecord, keyOf, listKeys, newRecordId, openStore } from './store.server';

export interface ThrottleRule {
  /** What is counted, e.g. 'login-account'. */
  name: string;
  limit: number;
  windowMs: number;
}

const throttleStore = () => openStore('throttle');

/** Subjects (user ids, addresses) are raw client text, so keys hold only their hash. */
function subjectSegments(rule: ThrottleRule, subject: string): [string, string] {
  return [rule.name, createHash('sha256').update(subject.toLowerCase()).digest('hex').slice(0, 40)];
}

/** When an attempt was made, from its time-ordered id. */
function attemptTime(key: string): number {
  return parseInt(key.slice(key.lastIndexOf('/') + 1).split('-')[0] ?? '', 36);
}

/**
 * Records an attempt, then throws 429 if the window now holds more than the limit. Returns the attempt's
 * key, so that a successful attempt can be forgotten.
 */
export async function recordAttempt(rule: ThrottleRule, subject: string, message: string, now = Date.now()): Promise<string> {
  const store = throttleStore();
  const subjectPath = subjectSegments(rule, subject);
  const attemptKey = keyOf(...subjectPath, newRecordId(new Date(now)));
  await createRecord(store, attemptKey, {});
  const keys = await listKeys(store, `${keyOf(...subjectPath)}/`);
  const recent = keys.filter((key) => attemptTime(key) > now - rule.windowMs);
  const expired = keys.filter((key) => !recent.includes(key));
  await Promise.all(expired.map((key) => store.delete(key)));
  if (recent.length > rule.limit) {
    const oldest = Math.min(...recent.map(attemptTime));
    const retryAfter = Math.max(Math.ceil((oldest + rule.windowMs - now) / 1000), 1);
    throw new HttpError(429, 'TOO_MANY_ATTEMPTS', message, { 'Retry-After': String(retryAfter) });
  }
  return attemptKey;
}

export async function forgetAttempt(attemptKey: string): Promise<void> {
  await throttleStore().delete(attemptKey);
}

export async function clearAttempts(rule: ThrottleRule, subject: string): Promise<void> {
  const store = throttleStore();
  const keys = await listKeys(store, `${keyOf(...subjectSegments(rule, subject))}/`);
  await Promise.all(keys.map((key) => store.delete(key)));
}

/** The caller's address as Netlify reports it; one shared bucket when it is unknown. */
export function clientAddress(context: { ip?: string } | undefined): string {
  return context?.ip || 'unknown';
}
