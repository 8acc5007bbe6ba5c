/**
 * Counts attempts per subject (an address, an account and address pair, an email) in a sliding window and
 * refuses with 429 past a limit (DESIGN section 6). Each attempt is its own blob, written before it is
 * counted, so attempts made in parallel all count: none can slip through between a read and a write, and
 * of N + k made at once with room for N, N get through (docs/decisions/047). The cost of a request stays
 * bounded: two listings of the subject's own prefix (before and after its write), which hold at most the
 * window's limit and a few expired keys, at most one write, a few deletes; an attempt that meets others
 * at the limit's edge lists up to four times after its write (docs/decisions/086) and tries again a few times
 * at most (six tries, thirty listings in the worst case).
 */
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { HttpError } from './http.server';
import { createRecord, keyOf, listKeys, newRecordId, openStore } from './store.server';

export interface ThrottleRule {
  /** What is counted, e.g. 'login-pair'. */
  name: string;
  limit: number;
  windowMs: number;
  /**
   * A tighter limit over a shorter span inside the window ('120 a minute' within '600 an hour'), counted
   * from the same listing, so it costs no blob call of its own.
   */
  burst?: ThrottleWindow;
}

export interface ThrottleWindow {
  limit: number;
  windowMs: number;
}

export interface AttemptOptions {
  now?: number;
  /** A tighter limit than the rule's for this attempt (the login policy lowers it under attack). */
  limit?: number;
}

// The throttle lists what was written a moment ago, so its listings must be strong.
const throttleStore = () => openStore('throttle', { strong: true });

/** Expired attempts deleted per request at most: a long history is cleaned up over several requests. */
const MAX_EXPIRED_DELETES = 10;

/** Subjects (user ids, addresses, emails) are raw client text, so keys hold only their hash. */
function subjectSegments(rule: ThrottleRule, subject: string): [string, string] {
  return [rule.name, createHash('sha256').update(subject.toLowerCase()).digest('hex').slice(0, 40)];
}

const subjectPrefix = (rule: ThrottleRule, subject: string) => `${keyOf(...subjectSegments(rule, subject))}/`;

/** A new attempt's key: the subject's segments and a time-ordered id. */
const newAttemptKey = (rule: ThrottleRule, subject: string, now: number) =>
  keyOf(...subjectSegments(rule, subject), newRecordId(new Date(now)));

/** When an attempt was made, from its time-ordered id. */
function attemptTime(key: string): number {
  return parseInt(key.slice(key.lastIndexOf('/') + 1).split('-')[0] ?? '', 36);
}

/**
 * The keys of a subject's attempts within the window, oldest first (a key begins with its attempt's time). With
 * `prune`, also deletes a few expired ones: a long history is cleaned up over several requests, never all in one.
 */
async function recentAttempts(rule: ThrottleRule, subject: string, now: number, prune = false): Promise<string[]> {
  const store = throttleStore();
  const keys = (await listKeys(store, subjectPrefix(rule, subject))).sort();
  const since = now - rule.windowMs;
  if (prune) {
    const expired = keys.filter((key) => attemptTime(key) <= since).slice(0, MAX_EXPIRED_DELETES);
    await Promise.all(expired.map((key) => store.delete(key)));
  }
  return keys.filter((key) => attemptTime(key) > since);
}

/** The rule's windows for one attempt: the whole window at `limit`, and the burst inside it. */
const windowsOf = (rule: ThrottleRule, limit: number): ThrottleWindow[] => [
  { limit, windowMs: rule.windowMs },
  ...(rule.burst ? [rule.burst] : []),
];

/**
 * The 429 when an attempt does not fit one of the rule's windows, or null: before the attempt is written
 * a full window refuses it; after, a window holding more than its limit (parallel attempts got in).
 */
function refusal(rule: ThrottleRule, times: number[], now: number, limit: number, written: boolean, message: string): HttpError | null {
  for (const window of windowsOf(rule, limit)) {
    const recent = times.filter((time) => time > now - window.windowMs);
    if (recent.length > (written ? window.limit : window.limit - 1)) return tooMany(window, recent, message, now);
  }
  return null;
}

function tooMany(window: ThrottleWindow, recent: number[], message: string, now: number): HttpError {
  // The subject is free again once enough of its oldest attempts have left the window.
  const freedBy = recent[Math.max(recent.length - window.limit, 0)] ?? now;
  const retryAfter = Math.max(Math.ceil((freedBy + window.windowMs - now) / 1000), 1);
  return new HttpError(429, 'TOO_MANY_ATTEMPTS', message, { 'Retry-After': String(retryAfter) });
}

/** How many attempts a subject made within the window. */
export async function countAttempts(rule: ThrottleRule, subject: string, now = Date.now()): Promise<number> {
  return (await recentAttempts(rule, subject, now, true)).length;
}

/**
 * Whether the attempt `key` keeps its place at its `look`-th count: in each window over its limit, it is among
 * the first `limit - (look - 1)` in the keys' order (their time, then a random part). Of attempts that meet at a
 * limit's edge, these look again while the others withdraw, so the room left is taken rather than given up by
 * all; the places kept narrow at each look, as an admitted attempt may come later in that order and never
 * withdraws (docs/decisions/086).
 */
function keepsItsPlace(rule: ThrottleRule, keys: string[], key: string, now: number, limit: number, look: number): boolean {
  return windowsOf(rule, limit).every((window) => {
    const inWindow = keys.filter((other) => attemptTime(other) > now - window.windowMs);
    return inWindow.length <= window.limit || inWindow.indexOf(key) < window.limit - (look - 1);
  });
}

/**
 * Attempts that meet at a limit's edge each count the others after writing: the first of them in the keys' order
 * look again while the rest withdraw (keepsItsPlace), and an attempt that lists while they are still there finds
 * the window full. So an attempt that withdrew, or found a window full of attempts young enough to be still
 * deciding, tries again after a random pause that doubles, in slots as long as its last try took (binary
 * exponential backoff), until they have come apart. A window full of settled attempts (older than any attempt
 * can still be deciding: they were admitted) refuses at once.
 */
const TRIES = 6;
const MIN_SLOT_MS = 10;
const MAX_PAUSE_MS = 1000;
const SETTLED_AFTER_MS = 10 * 1000;
/** How many times an attempt among the first of a full window lists again before it withdraws too. */
const LOOKS = 4;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Try = { admitted: string } | { refusal: HttpError; final: boolean };

/** One try: the attempt's key when it was admitted, or its 429 and whether trying again may find room. */
async function tryAttempt(rule: ThrottleRule, subject: string, now: number, limit: number, message: string, prune: boolean): Promise<Try> {
  const times = (await recentAttempts(rule, subject, now, prune)).map(attemptTime);
  const full = refusal(rule, times, now, limit, false, message);
  if (full) {
    const settled = times.filter((time) => time <= now - SETTLED_AFTER_MS);
    return { refusal: full, final: refusal(rule, settled, now, limit, false, message) !== null };
  }
  const key = newAttemptKey(rule, subject, now);
  await createRecord(throttleStore(), key, {});
  // Parallel attempts all passed the first check; counting again after writing lets at most `limit` through:
  // the last of them to be admitted lists all the others that were.
  for (let look = 1; ; look += 1) {
    const started = Date.now();
    const keys = await recentAttempts(rule, subject, now);
    const over = refusal(rule, keys.map(attemptTime), now, limit, true, message);
    if (!over) return { admitted: key };
    if (look === LOOKS || !keepsItsPlace(rule, keys, key, now, limit, look)) {
      await forgetAttempt(key);
      return { refusal: over, final: false };
    }
    // Among the first: the attempts after it are withdrawing; look again once they had the time to.
    await pause(Math.max(Date.now() - started, MIN_SLOT_MS));
  }
}

/**
 * Records an attempt, or throws 429 when the subject has used up its limit. A refused attempt leaves
 * nothing behind, so a flood past a window full of settled attempts costs one listing each. Of N + k
 * attempts at once with room for N, N get through. Returns the attempt's key, so that an attempt that turns
 * out fine can be forgotten.
 */
export async function recordAttempt(rule: ThrottleRule, subject: string, message: string, options: AttemptOptions = {}): Promise<string> {
  const { now = Date.now(), limit = rule.limit } = options;
  for (let tried = 0; ; tried += 1) {
    const started = Date.now();
    const outcome = await tryAttempt(rule, subject, now, limit, message, tried === 0);
    if ('admitted' in outcome) return outcome.admitted;
    if (outcome.final || tried === TRIES - 1) throw outcome.refusal;
    const slot = Math.max(Date.now() - started, MIN_SLOT_MS);
    await pause(Math.random() * Math.min(slot * 2 ** tried, MAX_PAUSE_MS));
  }
}

/** Records an attempt without any limit (a counter that only tightens other rules). */
export async function noteAttempt(rule: ThrottleRule, subject: string, now = Date.now()): Promise<void> {
  await createRecord(throttleStore(), newAttemptKey(rule, subject, now), {});
}

export async function forgetAttempt(attemptKey: string): Promise<void> {
  await throttleStore().delete(attemptKey);
}

export async function clearAttempts(rule: ThrottleRule, subject: string): Promise<void> {
  const store = throttleStore();
  const keys = await listKeys(store, subjectPrefix(rule, subject));
  await Promise.all(keys.map((key) => store.delete(key)));
}

/**
 * The caller's address as Netlify reports it. An IPv6 host usually holds a whole /64 network, so its
 * addresses count as one; requests without an address share one bucket.
 */
export function clientAddress(context: { ip?: string } | undefined): string {
  const ip = (context?.ip ?? '').trim().toLowerCase();
  if (!ip) return 'unknown';
  if (isIP(ip) !== 6) return ip;
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 6).join(':') === '0:0:0:0:0:65535') {
    // An IPv4-mapped address is the IPv4 address.
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address ('::' expanded, a trailing dotted IPv4 part converted). */
function ipv6Groups(ip: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(ip);
  const byte = (index: number) => Number(dotted?.[index] ?? 0);
  const text = dotted
    ? `${ip.slice(0, dotted.index)}${((byte(1) << 8) | byte(2)).toString(16)}:${((byte(3) << 8) | byte(4)).toString(16)}`
    : ip;
  const [head = '', tail] = text.split('::');
  const parts = (part: string) => (part ? part.split(':') : []);
  const missing = tail === undefined ? 0 : 8 - parts(head).length - parts(tail).length;
  return [...parts(head), ...Array<string>(missing).fill('0'), ...parts(tail ?? '')].map((group) => parseInt(group, 16));
}
