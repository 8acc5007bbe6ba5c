import { describe, expect, it } from 'vitest';
import { GIVE_UP_AFTER_MS, giveUpAt, isPermanentFailure, nextAttemptAt, retryDelayMs } from './outbox.server';
import { mailFailed, mailOwed } from './notifications';

const MINUTE = 60_000;

describe('the retry backoff', () => {
  it('waits 5, 10, 20, 40, 80 and 160 minutes, then every 4 hours', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((attempts) => retryDelayMs(attempts) / MINUTE)).toEqual([
      5, 10, 20, 40, 80, 160, 240, 240, 240,
    ]);
  });

  it('takes the local override for every wait', () => {
    expect(retryDelayMs(1, 0)).toBe(0);
    expect(retryDelayMs(9, 1500)).toBe(1500);
  });

  it('gives up 24 hours after the mail was queued, and tries once more at the deadline rather than skipping it', () => {
    const queued = new Date('2026-11-03T10:00:00Z');
    const deadline = giveUpAt(queued);
    expect(deadline.getTime() - queued.getTime()).toBe(GIVE_UP_AFTER_MS);
    expect(nextAttemptAt(new Date(queued.getTime() + 5 * MINUTE), 1, deadline)?.toISOString()).toBe('2026-11-03T10:10:00.000Z');
    expect(nextAttemptAt(new Date(deadline.getTime() - MINUTE), 9, deadline)?.getTime()).toBe(deadline.getTime());
    expect(nextAttemptAt(deadline, 9, deadline)).toBeNull();
  });

  it('adds up to about 12 tries in a day', () => {
    const queued = new Date('2026-11-03T10:00:00Z');
    const deadline = giveUpAt(queued);
    let now = queued;
    let tries = 1;
    for (let next = nextAttemptAt(now, tries, deadline); next; next = nextAttemptAt(now, tries, deadline)) {
      now = next;
      tries += 1;
    }
    expect(tries).toBe(12);
  });
});

describe('which failures are final', () => {
  it('a 5xx for the recipients or the message is final', () => {
    expect(isPermanentFailure({ code: 'EENVELOPE', responseCode: 550 })).toBe(true);
    expect(isPermanentFailure({ code: 'EMESSAGE', responseCode: 554 })).toBe(true);
  });

  it('a refused connection, a timeout, a 4xx or bad credentials are retried', () => {
    expect(isPermanentFailure({ code: 'ESOCKET', originalCode: 'ECONNREFUSED' })).toBe(false);
    expect(isPermanentFailure({ code: 'ETIMEDOUT' })).toBe(false);
    expect(isPermanentFailure({ code: 'EENVELOPE', responseCode: 451 })).toBe(false);
    expect(isPermanentFailure({ code: 'EAUTH', responseCode: 535 })).toBe(false);
    expect(isPermanentFailure(new Error('boom'))).toBe(false);
    expect(isPermanentFailure(null)).toBe(false);
  });
});

describe('a row whose mails are owed (docs/decisions/049)', () => {
  const sentAt = '2026-11-27T10:00:00.000Z';
  const row = (mail_status?: string) => ({ submission_date: sentAt, ...(mail_status ? { mail_status } : {}) });
  const at = (minutes: number) => Date.parse(sentAt) + minutes * MINUTE;

  it('is said on the dashboard once its mails are still owed 15 minutes on, not while they are on their way', () => {
    expect(mailOwed(row('pending'), at(1))).toBe(false);
    expect(mailOwed(row('pending'), at(16))).toBe(true);
  });

  it('is not said of a row whose mails went out, were given up (said otherwise), or were never owed', () => {
    expect(mailOwed(row('sent'), at(60))).toBe(false);
    expect(mailOwed(row('failed'), at(60))).toBe(false);
    expect(mailFailed(row('failed'))).toBe(true);
    expect(mailOwed(row(), at(60))).toBe(false);
  });
});
