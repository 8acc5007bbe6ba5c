/**
 * When an outgoing mail is tried again and when it is given up (docs/decisions/034, 049): right
 * after the submission is stored, then after 5, 10, 20, 40, 80 and 160 minutes, then every 4 hours,
 * until 24 hours have passed since it was queued. A refusal that cannot change (a 5xx for the recipient
 * or the message) is final at once.
 */
const MINUTE = 60 * 1000;

const RETRY_DELAYS_MS: readonly number[] = [5, 10, 20, 40, 80, 160].map((minutes) => minutes * MINUTE);
const LATER_RETRY_DELAY_MS = 4 * 60 * MINUTE;
export const GIVE_UP_AFTER_MS = 24 * 60 * MINUTE;
/**
 * How long a claimed mail belongs to the run that claimed it; after that it is 'uncertain' and never sent again.
 * Longer than any send takes (connect 5 s, greeting 5 s, 15 s of silence at most) and than a function runs.
 */
export const CLAIM_LEASE_MS = 2 * MINUTE;

/** A submission sends an alert and at most one confirmation: never more, whatever its content. */
export const MAX_MAILS_PER_SUBMISSION = 2;

/**
 * The wait after the `attempts`-th failed try (1 for the first). `override` (local runs and tests only,
 * MAIL_RETRY_DELAYS_MS) replaces every wait.
 */
export function retryDelayMs(attempts: number, override?: number): number {
  if (override !== undefined) return override;
  return RETRY_DELAYS_MS[Math.max(0, attempts - 1)] ?? LATER_RETRY_DELAY_MS;
}

/** When to try again after a failed try, or null when the mail is given up (its 24 hours are over). */
export function nextAttemptAt(now: Date, attempts: number, giveUpAt: Date, override?: number): Date | null {
  if (now.getTime() >= giveUpAt.getTime()) return null;
  const next = new Date(now.getTime() + retryDelayMs(attempts, override));
  // The last try falls on the deadline itself rather than being skipped.
  return next.getTime() > giveUpAt.getTime() ? giveUpAt : next;
}

export const giveUpAt = (queuedAt: Date): Date => new Date(queuedAt.getTime() + GIVE_UP_AFTER_MS);

/**
 * A 5xx answer to the recipients (EENVELOPE) or to the message (EMESSAGE) will be the same next time.
 * Everything else (refused connection, timeout, 4xx, bad credentials the maintainer may fix) is retried.
 */
export function isPermanentFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error ? error.code : undefined;
  const responseCode = 'responseCode' in error ? error.responseCode : undefined;
  return (code === 'EENVELOPE' || code === 'EMESSAGE') && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}
