/**
 * What a stored submission and a reimbursement's move owe (docs/decisions/049): their mails, owed by a job
 * recorded before the first blob of the write, so a stop at any point leaves something that finishes it.
 * Every step is taken from what is stored when the job settles: the row (gone means the write never
 * finished, and its receipts are removed), the outbox records (written once each, by deterministic id),
 * and each mail's own state. The job stays until every mail is sent or given up; the row says where its
 * mails are ('pending', then 'sent' or 'failed'), so the dashboard and check-data see a debt.
 */
import type { FormType } from '../forms';
import type { Submission } from '../submissions';
import { deleteReceipts } from '../forms/index.server';
import { ensureStatusLink } from '../reimbursements/index.server';
import { findSubmission, setMailStatus } from '../submissions/index.server';
import { readSiteContent } from '../content/index.server';
import { FORM_TYPES } from '../forms';
import { z } from '../../shared/zod';
import { defineJob, withJob, type JobOutcome, type WithJobOptions } from '../../server/jobs.server';
import { currentMailSettings, deliverMail, queueMail, type MailState } from './outbox.server';
import { GIVE_UP_AFTER_MS } from './mail-rules';
import { stageMailOf, submissionMails } from './submission-mails.server';

/** The mails a submission may have, by their outbox ids. */
const SUBMISSION_MAIL_KINDS = ['alert', 'confirm'] as const;

/** Waits for every try, even when one fails early (none is left running unawaited), then fails with the first error. */
async function everyOne<T>(tries: Array<Promise<T>>): Promise<T[]> {
  const values: T[] = [];
  for (const outcome of await Promise.allSettled(tries)) {
    if (outcome.status === 'rejected') throw outcome.reason;
    values.push(outcome.value);
  }
  return values;
}

/** Where a set of mails is: 'later' while one is still to try, else whether all went out. */
function settledState(states: readonly MailState[]): 'later' | 'sent' | 'failed' {
  if (states.includes('pending')) return 'later';
  return states.includes('failed') ? 'failed' : 'sent';
}

/** With mail no longer set up, a debt waits as long as a mail would (24 hours), then is given up. */
async function withoutMail(row: Submission): Promise<JobOutcome> {
  if (Date.now() - Date.parse(row.submission_date) < GIVE_UP_AFTER_MS) return 'later';
  await setMailStatus(row.form_type, row._id, 'failed');
  return 'done';
}

export const submissionJob = defineJob({
  kind: 'submission',
  payload: z.object({ form_type: z.enum(FORM_TYPES), id: z.string(), receipts: z.number().int().min(0) }),
  settle: async ({ form_type, id, receipts }) => {
    const row = await findSubmission(form_type, id);
    if (!row) {
      // The record was never written: the receipts written before it are personal data nothing names.
      await deleteReceipts(id, receipts);
      return 'done';
    }
    if (row.mail_status !== 'pending') return 'done';
    const settings = currentMailSettings();
    if (!settings) return withoutMail(row);
    // A reimbursement's payee follows it on a private page; its link is in the confirmation (docs/decisions/035).
    const statusToken = form_type === 'reimbursement_request' ? await ensureStatusLink(id) : undefined;
    for (const mail of await submissionMails(row, statusToken)) await queueMail(`${id}-${mail.kind}`, row, mail);
    const states = await everyOne(SUBMISSION_MAIL_KINDS.map((kind) => deliverMail(`${id}-${kind}`, settings)));
    const state = settledState(states.filter((mailState) => mailState !== 'missing'));
    if (state === 'later') return 'later';
    await setMailStatus(form_type, id, state);
    return 'done';
  },
});

/** Stores a submission (`write`) with its mails owed first: stored 'pending' when mail is set up. */
export function storeOwingMails<T>(
  submission: { form_type: FormType; id: string; receipts: number },
  write: (mailStatus: 'pending' | undefined) => Promise<T>,
  options: WithJobOptions,
): Promise<T> {
  const mailStatus = currentMailSettings() ? 'pending' : undefined;
  return withJob(submissionJob, submission, () => write(mailStatus), options);
}

/**
 * The payee's mail about a move (docs/decisions/035, 049): the move from `version` is the row's `version`-th
 * entry (each move raises the version by one from 1), mailed as `{rowId}-stage-{n}`. A move that never landed
 * has no entry.
 */
export const stageMailJob = defineJob({
  kind: 'stage-mail',
  payload: z.object({ row_id: z.string(), moves: z.number().int().min(1) }),
  settle: async ({ row_id, moves }) => {
    const row = await findSubmission('reimbursement_request', row_id);
    const entry = row?.stage_history?.[moves - 1];
    const settings = currentMailSettings();
    if (!row || !entry || !settings) return 'done';
    const content = stageMailOf({ row, entry }, (await readSiteContent({ strong: true })).hsaEmail);
    if (!content) return 'done';
    const id = `${row_id}-stage-${moves}`;
    await queueMail(id, row, { kind: 'stage', ...content });
    const state = settledState([await deliverMail(id, settings)]);
    if (state === 'later') return 'later';
    if (state === 'failed') await setMailStatus(row.form_type, row_id, 'failed');
    return 'done';
  },
});

/** A stage move (`move`) made on `version`, with the payee's mail about it owed first. */
export const moveOwingMail = <T>(rowId: string, version: number, move: () => Promise<T>, options: WithJobOptions): Promise<T> =>
  withJob(stageMailJob, { row_id: rowId, moves: version }, move, options);
