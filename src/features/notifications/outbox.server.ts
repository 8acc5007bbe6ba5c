/**
 * The outbox (DESIGN section 5; docs/decisions/034): one record per mail at outbox/{yyyy-MM}/{mailId} in
 * the mail store, with a deterministic id ({submissionId}-alert, -confirm) written with onlyIfNew, and an
 * empty marker pending/{mailId} while it is unsent, so a retry run lists only what is left to do.
 *
 * At most once: a run claims a mail with one conditional write (status 'sending', its own token, a lease),
 * sends it, then writes the outcome only while the claim is still its own. Of two runs that read the
 * same mail, one claim succeeds; the other's write is refused and it moves on. A mail still 'sending'
 * after its lease is uncertain (it may have arrived) and is given up, never sent twice.
 */
import { randomUUID } from 'node:crypto';
import type { Submission } from '../forms';
import { markSubmissionMailFailed } from '../forms/index.server';
import { school } from '../../config/school';
import { z } from '../../shared/zod';
import { mailRetryDelayOverride, mailSettings, type MailSettings } from '../../../netlify/server/env.server';
import {
  createRecord,
  keyOf,
  listKeys,
  openStore,
  patchRecord,
  putRecord,
  readWithEtag,
  recordIdTime,
  replaceRecord,
} from '../../../netlify/server/store.server';
import { sendMail } from './mailer.server';
import { CLAIM_LEASE_MS, giveUpAt, isPermanentFailure, nextAttemptAt } from './mail-rules';
import { stageMailOf, submissionMails, type StageMove, type SubmissionMail } from './submission-mails.server';
import { readSiteContent } from '../content/index.server';

const mailStore = () => openStore('mail', { strong: true });
const PENDING = 'pending';

const address = z.object({ name: z.string().optional(), address: z.string() });
const storedMail = z.object({
  id: z.string(),
  kind: z.enum(['alert', 'confirm', 'stage']),
  form_type: z.enum(['volunteer_request', 'volunteer_hours_request', 'reimbursement_request', 'event_feedback']),
  submission_id: z.string(),
  to: z.array(address),
  reply_to: address.nullable(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.enum(['pending', 'sending', 'sent', 'failed']),
  attempts: z.number(),
  created_at: z.string(),
  next_attempt_at: z.string(),
  give_up_at: z.string(),
  claim: z.object({ token: z.string(), until: z.string() }).nullable(),
  last_error: z.string().nullable(),
  sent_at: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof storedMail>;

/** The mails' month folder is their submission's month (the id is time-ordered). */
function outboxKey(mailId: string): string {
  const time = recordIdTime(mailId);
  const month = time === null ? 'undated' : new Date(time).toISOString().slice(0, 7);
  return keyOf('outbox', month, mailId);
}
const markerKey = (mailId: string) => keyOf(PENDING, mailId);

/** The settings, or null when mail is not set up (or set up wrongly: said once in the log, submissions go on). */
export function currentMailSettings(): MailSettings | null {
  try {
    return mailSettings(process.env, `${school.shortName} HSA`);
  } catch (error) {
    console.error('[mail] mail is not set up correctly:', error instanceof Error ? error.message : error);
    return null;
  }
}

/** Writes one mail's outbox record (never twice: its id is deterministic) and then its pending marker. */
async function queueMail(id: string, submission: Submission, mail: SubmissionMail, now: Date): Promise<boolean> {
  const store = mailStore();
  const record: OutboxMail = {
    id,
    kind: mail.kind,
    form_type: submission.form_type,
    submission_id: submission._id,
    to: [...mail.to],
    reply_to: mail.replyTo ?? null,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    status: 'pending',
    attempts: 0,
    created_at: now.toISOString(),
    next_attempt_at: now.toISOString(),
    give_up_at: giveUpAt(now).toISOString(),
    claim: null,
    last_error: null,
    sent_at: null,
  };
  // The record first, then its marker: a marker never names a mail that is not there.
  if (!(await createRecord(store, outboxKey(id), record))) return false;
  await putRecord(store, markerKey(id), {});
  return true;
}

/** When even queueing fails, the row is marked so the dashboard says so; mail never refuses the work it is about. */
async function queueingFailed(submission: Submission, error: unknown): Promise<string[]> {
  console.error(`[mail] could not queue the mails of submission ${submission._id}:`, error);
  await markSubmissionMailFailed(submission.form_type, submission._id).catch((markError: unknown) =>
    console.error('[mail] could not mark the submission', markError),
  );
  return [];
}

/**
 * Writes the outbox records of a stored submission and answers their ids. Never throws: a submission is
 * never refused because of mail. A reimbursement's status token puts its private link in the confirmation.
 */
export async function queueSubmissionMails(submission: Submission, options: { now?: Date; statusToken?: string } = {}): Promise<string[]> {
  if (!currentMailSettings()) return [];
  try {
    const ids: string[] = [];
    for (const mail of await submissionMails(submission, options.statusToken)) {
      const id = `${submission._id}-${mail.kind}`;
      if (await queueMail(id, submission, mail, options.now ?? new Date())) ids.push(id);
    }
    return ids;
  } catch (error) {
    return queueingFailed(submission, error);
  }
}

/** Queues the payee's mail about a reimbursement's move (issue 19): one per move, `{rowId}-stage-{n}`. */
export async function queueStageMail(moved: StageMove & { moves: number }, now: Date = new Date()): Promise<string[]> {
  if (!currentMailSettings()) return [];
  try {
    const site = await readSiteContent({ strong: true });
    const content = stageMailOf(moved, site.hsaEmail);
    if (!content) return [];
    const id = `${moved.row._id}-stage-${moved.moves}`;
    return (await queueMail(id, moved.row, { kind: 'stage', ...content }, now)) ? [id] : [];
  } catch (error) {
    return queueingFailed(moved.row, error);
  }
}

export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'waiting' | 'busy' | 'done';

const errorText = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error).slice(0, 300);
  const code = 'code' in error ? ` ${String(error.code)}` : '';
  const response = 'responseCode' in error ? ` ${String(error.responseCode)}` : '';
  return `${error.name}${code}${response}: ${error.message}`.slice(0, 300);
};

async function finishGiveUp(mail: OutboxMail): Promise<void> {
  console.error(`[mail] gave up mail ${mail.id}: ${mail.last_error ?? 'no reason'}`);
  await markSubmissionMailFailed(mail.form_type, mail.submission_id);
  await mailStore().delete(markerKey(mail.id));
}

/** Tries one mail once, if it is due and nobody else holds it. */
export async function deliverMail(mailId: string, settings: MailSettings, now: Date = new Date()): Promise<DeliveryOutcome> {
  const store = mailStore();
  const key = outboxKey(mailId);
  const current = await readWithEtag(store, key, storedMail);
  if (!current) {
    await store.delete(markerKey(mailId));
    return 'done';
  }
  const mail = current.data;
  if (mail.status === 'sent' || mail.status === 'failed') {
    await store.delete(markerKey(mailId));
    return 'done';
  }
  if (mail.status === 'sending') {
    if (mail.claim && Date.parse(mail.claim.until) > now.getTime()) return 'busy';
    // Its sender stopped mid-way: the mail may have arrived. Never risk a second copy.
    const uncertain: OutboxMail = {
      ...mail,
      status: 'failed',
      claim: null,
      last_error: 'The send was interrupted; it may not have arrived.',
    };
    if (!(await replaceRecord(store, key, current.etag, uncertain))) return 'busy';
    await finishGiveUp(uncertain);
    return 'failed';
  }
  if (Date.parse(mail.next_attempt_at) > now.getTime()) return 'waiting';
  if (now.getTime() >= Date.parse(mail.give_up_at)) {
    const expired: OutboxMail = { ...mail, status: 'failed', last_error: mail.last_error ?? 'Not sent within 24 hours.' };
    if (!(await replaceRecord(store, key, current.etag, expired))) return 'busy';
    await finishGiveUp(expired);
    return 'failed';
  }

  const token = randomUUID();
  const claimed: OutboxMail = {
    ...mail,
    status: 'sending',
    attempts: mail.attempts + 1,
    claim: { token, until: new Date(now.getTime() + CLAIM_LEASE_MS).toISOString() },
  };
  if (!(await replaceRecord(store, key, current.etag, claimed))) return 'busy';

  let outcome: OutboxMail;
  try {
    await sendMail(settings, { to: mail.to, replyTo: mail.reply_to, subject: mail.subject, text: mail.text, html: mail.html });
    // Sent: the copy of what a parent wrote is not kept in the outbox any longer.
    outcome = { ...claimed, status: 'sent', claim: null, sent_at: new Date().toISOString(), text: '', html: '', last_error: null };
  } catch (error) {
    const failedAt = new Date();
    const next = isPermanentFailure(error)
      ? null
      : nextAttemptAt(failedAt, claimed.attempts, new Date(mail.give_up_at), mailRetryDelayOverride());
    outcome = next
      ? { ...claimed, status: 'pending', claim: null, next_attempt_at: next.toISOString(), last_error: errorText(error) }
      : { ...claimed, status: 'failed', claim: null, last_error: errorText(error) };
    console.warn(`[mail] mail ${mailId} not sent (try ${claimed.attempts}): ${errorText(error)}`);
  }
  // Written only while the claim is still this run's.
  const written = await patchRecord(store, key, storedMail, (stored) => (stored.claim?.token === token ? outcome : stored));
  if (written !== outcome) return 'busy';
  if (outcome.status === 'sent') {
    await store.delete(markerKey(mailId));
    return 'sent';
  }
  if (outcome.status === 'failed') {
    await finishGiveUp(outcome);
    return 'failed';
  }
  return 'retry';
}

/** Sends the given mails now (right after their submission is stored); never rejects. */
export async function deliverMails(mailIds: readonly string[]): Promise<void> {
  const settings = currentMailSettings();
  if (!settings) return;
  await Promise.all(
    mailIds.map((id) => deliverMail(id, settings).catch((error: unknown) => console.error(`[mail] delivering ${id} failed:`, error))),
  );
}

export interface RetryTally {
  configured: boolean;
  pending: number;
  sent: number;
  retry: number;
  failed: number;
}

/** Mails tried at once by a retry run, and the time a run gives itself (a scheduled function has 30 s). */
const PARALLEL = 5;
const RUN_BUDGET_MS = 20_000;

/** The scheduled retry (mail-retry, every 5 minutes): every pending mail that is due, a few at a time. */
export async function runMailRetry(): Promise<RetryTally> {
  const tally: RetryTally = { configured: false, pending: 0, sent: 0, retry: 0, failed: 0 };
  const settings = currentMailSettings();
  if (!settings) return tally;
  tally.configured = true;
  const ids = (await listKeys(mailStore(), `${PENDING}/`)).map((key) => key.slice(PENDING.length + 1));
  tally.pending = ids.length;
  const deadline = Date.now() + RUN_BUDGET_MS;
  for (let start = 0; start < ids.length && Date.now() < deadline; start += PARALLEL) {
    const outcomes = await Promise.all(
      ids.slice(start, start + PARALLEL).map((id) =>
        deliverMail(id, settings).catch((error: unknown): DeliveryOutcome => {
          console.error(`[mail] retrying ${id} failed:`, error);
          return 'busy';
        }),
      ),
    );
    for (const outcome of outcomes) if (outcome === 'sent' || outcome === 'retry' || outcome === 'failed') tally[outcome] += 1;
  }
  return tally;
}
