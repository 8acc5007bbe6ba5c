/**
 * The outbox (DESIGN section 5; docs/decisions/034, 049): one record per mail at outbox/{yyyy-MM}/{mailId} in
 * the mail store, with a deterministic id ({submissionId}-alert, -confirm, -stage-{n}; a sign-up's
 * {signupId}-confirm and the like, docs/decisions/066) written with onlyIfNew.
 * What is owed is not told by the outbox but by the job of the write that owes it (submission-mails.server.ts): the
 * job stays until each of its mails is sent or given up, and the sweep tries what is due.
 *
 * At most once: a run sends a mail up to its last line, then claims it with one conditional write (status
 * 'sending', its own token, a lease), then ends it, then writes the outcome only while the claim is still its
 * own. Of two runs that read the same mail, one claim succeeds; the other abandons its unfinished message. A
 * mail still 'sending' after its lease (or whose claimant is known to have stopped) is uncertain: it may have
 * arrived, so it is given up, never sent twice. A run stopped before its claim left nothing delivered.
 */
import { randomUUID } from 'node:crypto';
import type { Submission } from '../submissions';
import { setMailStatus } from '../submissions/index.server';
import { school } from '../../config/school';
import { z } from '../../shared/zod';
import { mailRetryDelayOverride, mailSettings, siteUrl, type MailSettings } from '../../server/env.server';
import {
  createRecord,
  keyOf,
  listKeys,
  openStore,
  patchRecord,
  readRecord,
  readWithEtag,
  recordIdTime,
  replaceRecord,
} from '../../server/store.server';
import { NotCommitted, sendMail, type OutgoingMail } from './mailer.server';
import type { SubmissionMail } from './submission-mails.server';
import { claimsDeadBefore } from '../../server/jobs.server';

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

const mailStore = () => openStore('mail', { strong: true });

const address = z.object({ name: z.string().optional(), address: z.string() });
const attachment = z.object({ filename: z.string(), content_type: z.string(), content: z.string() });
const storedMail = z.object({
  id: z.string(),
  /** A submission's 'alert', 'confirm' or 'stage'; a sign-up's 'signup-confirm', 'signup-promoted' and the like. */
  kind: z.string(),
  /** The submission a mail is about; a sign-up's mails name none. */
  form_type: z.enum(['volunteer_request', 'volunteer_hours_request', 'reimbursement_request', 'event_feedback']).optional(),
  submission_id: z.string().optional(),
  to: z.array(address),
  reply_to: address.nullable(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  attachments: z.array(attachment).optional(),
  status: z.enum(['pending', 'sending', 'sent', 'failed']),
  attempts: z.number(),
  created_at: z.string(),
  next_attempt_at: z.string(),
  give_up_at: z.string(),
  claim: z.object({ token: z.string(), until: z.string() }).nullable(),
  last_error: z.string().nullable(),
  sent_at: z.string().nullable(),
});
type OutboxMail = z.infer<typeof storedMail>;

/** The mails' month folder is their submission's month (the id is time-ordered). */
function outboxKey(mailId: string): string {
  const time = recordIdTime(mailId);
  const month = time === null ? 'undated' : new Date(time).toISOString().slice(0, 7);
  return keyOf('outbox', month, mailId);
}

/** The settings, or null when mail is not set up (or set up wrongly: said once in the log, submissions go on). */
export function currentMailSettings(): MailSettings | null {
  try {
    return mailSettings(process.env, `${school.shortName} HSA`);
  } catch (error) {
    console.error('[mail] mail is not set up correctly:', error instanceof Error ? error.message : error);
    return null;
  }
}

/**
 * Writes one mail's outbox record, once: its id is deterministic, so a job settled again after a stop finds
 * it there and adds nothing (at most once, docs/decisions/049).
 */
export async function queueMail(id: string, submission: Submission, mail: SubmissionMail, now: Date = new Date()): Promise<void> {
  await queueOutgoing(id, mail, { form_type: submission.form_type, submission_id: submission._id }, now);
}

/** A mail owed by something that is not a submission (a sign-up, docs/decisions/066): a kind of its own. */
export interface OwedMail extends OutgoingMail {
  kind: string;
}

/** Writes one mail's outbox record, once (its id is deterministic), for a submission or anything else. */
export async function queueOutgoing(
  id: string,
  mail: OwedMail,
  about: Pick<OutboxMail, 'form_type' | 'submission_id'> = {},
  now: Date = new Date(),
): Promise<void> {
  const record: OutboxMail = {
    id,
    kind: mail.kind,
    ...about,
    to: [...mail.to],
    reply_to: mail.replyTo ?? null,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(mail.attachments ? { attachments: [...mail.attachments] } : {}),
    status: 'pending',
    attempts: 0,
    created_at: now.toISOString(),
    next_attempt_at: now.toISOString(),
    give_up_at: giveUpAt(now).toISOString(),
    claim: null,
    last_error: null,
    sent_at: null,
  };
  await createRecord(mailStore(), outboxKey(id), record);
}

/** Where one mail is: out, given up, still to try (now or later, or held by another run), or never queued. */
export type MailState = 'sent' | 'failed' | 'pending' | 'missing';

const errorText = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error).slice(0, 300);
  const code = 'code' in error ? ` ${String(error.code)}` : '';
  const response = 'responseCode' in error ? ` ${String(error.responseCode)}` : '';
  return `${error.name}${code}${response}: ${error.message}`.slice(0, 300);
};

/** A claim made before the sweep knows its claimant stopped (a restart of `npm start`). */
const claimedByTheGone = (claim: { until: string }): boolean => {
  const deadBefore = claimsDeadBefore();
  return deadBefore !== undefined && Date.parse(claim.until) - CLAIM_LEASE_MS < deadBefore;
};

const givenUp = (mail: OutboxMail): MailState => {
  console.error(`[mail] gave up mail ${mail.id}: ${mail.last_error ?? 'no reason'}`);
  return 'failed';
};

/** Tries one mail once, if it is due and nobody else holds it, and answers where it then is. */
export async function deliverMail(mailId: string, settings: MailSettings, now?: Date): Promise<MailState> {
  // One try of a mail at a time in a process (its writer and a sweep may ask at once): the other is told to wait.
  if (trying.has(mailId)) return 'pending';
  trying.add(mailId);
  try {
    return await oneOfFew(() => tryMail(mailId, settings, now ?? new Date()));
  } finally {
    trying.delete(mailId);
  }
}

const trying = new Set<string>();

/**
 * Mails one process has under way at once. A process stopped mid-send leaves uncertain only the mails between
 * their claim and their end of data: with few under way, few can be (a burst of forms sends a queue, not a flood).
 */
const MAX_UNDER_WAY = 3;
let underWay = 0;
const queued: Array<() => void> = [];

async function oneOfFew<T>(task: () => Promise<T>): Promise<T> {
  if (underWay < MAX_UNDER_WAY) underWay += 1;
  // A finished task hands its place on to the next in line: the count never goes over.
  else await new Promise<void>((resolve) => queued.push(resolve));
  try {
    return await task();
  } finally {
    const next = queued.shift();
    if (next) next();
    else underWay -= 1;
  }
}

async function tryMail(mailId: string, settings: MailSettings, now: Date): Promise<MailState> {
  const store = mailStore();
  const key = outboxKey(mailId);
  const current = await readWithEtag(store, key, storedMail);
  if (!current) return 'missing';
  const mail = current.data;
  if (mail.status === 'sent' || mail.status === 'failed') return mail.status;
  if (mail.status === 'sending') {
    if (mail.claim && Date.parse(mail.claim.until) > now.getTime() && !claimedByTheGone(mail.claim)) return 'pending';
    // Its sender stopped mid-way: the mail may have arrived. Never risk a second copy.
    const uncertain: OutboxMail = {
      ...mail,
      status: 'failed',
      claim: null,
      last_error: 'The send was interrupted; it may not have arrived.',
    };
    return (await replaceRecord(store, key, current.etag, uncertain)) ? givenUp(uncertain) : 'pending';
  }
  if (Date.parse(mail.next_attempt_at) > now.getTime()) return 'pending';
  if (now.getTime() >= Date.parse(mail.give_up_at)) {
    const expired: OutboxMail = { ...mail, status: 'failed', last_error: mail.last_error ?? 'Not sent within 24 hours.' };
    return (await replaceRecord(store, key, current.etag, expired)) ? givenUp(expired) : 'pending';
  }

  const token = randomUUID();
  const claimed: OutboxMail = {
    ...mail,
    status: 'sending',
    attempts: mail.attempts + 1,
    claim: { token, until: new Date(now.getTime() + CLAIM_LEASE_MS).toISOString() },
  };
  // The claim is written while the message is at the server, just before its end of data: a run stopped before
  // it left nothing behind (the mail is still pending and safe to try again); only from the claim on may the
  // mail have arrived. Of two runs at once, one claim succeeds and the other abandons its transaction.
  let didClaim = false;
  const commit = async () => (didClaim = await replaceRecord(store, key, current.etag, claimed));
  const content = {
    to: mail.to,
    replyTo: mail.reply_to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments,
    messageId: messageIdOf(mailId),
  };

  let outcome: OutboxMail;
  try {
    await sendMail(settings, content, commit);
    // Sent: the copy of what a parent wrote is not kept in the outbox any longer.
    outcome = {
      ...claimed,
      status: 'sent',
      claim: null,
      sent_at: new Date().toISOString(),
      text: '',
      html: '',
      attachments: undefined,
      last_error: null,
    };
  } catch (error) {
    if (!didClaim) {
      if (isNotCommitted(error)) return 'pending';
      // Refused before its end of data: it cannot have arrived. Told on the record as it was read.
      const failed = failedTry({ ...mail, attempts: mail.attempts + 1 }, error);
      return (await replaceRecord(store, key, current.etag, failed)) ? stateOf(failed) : 'pending';
    }
    outcome = failedTry(claimed, error);
  }
  // Written only while the claim is still this run's.
  const written = await patchRecord(store, key, storedMail, (stored) => (stored.claim?.token === token ? outcome : stored));
  return written === outcome ? stateOf(outcome) : 'pending';
}

/** The record after a failed try: due again after its wait, or given up (a refusal that cannot change, or 24 hours). */
function failedTry(tried: OutboxMail, error: unknown): OutboxMail {
  const next = isPermanentFailure(error)
    ? null
    : nextAttemptAt(new Date(), tried.attempts, new Date(tried.give_up_at), mailRetryDelayOverride());
  console.warn(`[mail] mail ${tried.id} not sent (try ${tried.attempts}): ${errorText(error)}`);
  return next
    ? { ...tried, status: 'pending', claim: null, next_attempt_at: next.toISOString(), last_error: errorText(error) }
    : { ...tried, status: 'failed', claim: null, last_error: errorText(error) };
}

const stateOf = (mail: OutboxMail): MailState => (mail.status === 'failed' ? givenUp(mail) : mail.status === 'sent' ? 'sent' : 'pending');

/** NotCommitted as nodemailer hands it back: itself, or as the cause of its stream error. */
const isNotCommitted = (error: unknown): boolean =>
  error instanceof NotCommitted ||
  (error instanceof Error && (error.cause instanceof NotCommitted || /Another run is sending/.test(error.message)));

/**
 * One Message-ID per outbox mail, the same on every try: should a mail ever reach a mailbox twice, mail
 * programs show it once.
 */
const messageIdOf = (mailId: string): string => `<${mailId}@${messageIdHost()}>`;

function messageIdHost(): string {
  try {
    return new URL(siteUrl()).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

/** Markers of mails queued before jobs (docs/decisions/034): pending/{mailId}, one per unsent mail. */
const LEGACY_PENDING = 'pending';

/**
 * Mails queued before jobs owed them (a store from before docs/decisions/049) are named by a marker each:
 * the sweep tries them as it always did, until none is left. One listing a run once they are gone.
 */
export async function retryLegacyMails(settings: MailSettings, deadline: number): Promise<number> {
  const store = mailStore();
  const ids = (await listKeys(store, `${LEGACY_PENDING}/`)).map((key) => key.slice(LEGACY_PENDING.length + 1));
  for (let start = 0; start < ids.length && Date.now() < deadline; start += 5) {
    await Promise.all(
      ids.slice(start, start + 5).map(async (id) => {
        const state = await deliverMail(id, settings);
        if (state === 'pending') return;
        if (state === 'failed') await markFailedOf(id);
        await store.delete(keyOf(LEGACY_PENDING, id));
      }),
    );
  }
  return ids.length;
}

async function markFailedOf(mailId: string): Promise<void> {
  const mail = await readRecord(mailStore(), outboxKey(mailId), storedMail, { strong: true });
  if (mail?.form_type && mail.submission_id) await setMailStatus(mail.form_type, mail.submission_id, 'failed');
}
