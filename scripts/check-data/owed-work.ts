/**
 * What writes still owe (docs/decisions/049): jobs the sweep has not settled though older than its grace period
 * (a sweep settles them in one run: one left is drift), and rows whose mails are owed ('pending') with no job left
 * to send them, which `--repair` owes again. Mails waiting for their next try (the mail server was down) are told
 * as notes, as are mails given up: they follow their schedule, and nothing here can send them sooner.
 * Mail is owed for a day at most, so only the current and the previous month's rows are read.
 */
import { FORM_TYPES, type FormType } from '../../src/features/forms/form-types';
import type { Submission } from '../../src/features/submissions/submissions';
import { storedSubmission } from '../../src/features/submissions/submissions.server';
import { isSiteKey } from '../../src/server/store-keys.server';
import { JOB_GRACE_MS, listOpenJobs, type StoredJob } from '../../src/server/jobs.server';
import { listKeys, openStore, readRecords, recordIdTime } from '../../src/server/store.server';
import type { Drift } from './drift';
import { stageMailJob, submissionJob } from '../../src/features/notifications/index.server';

/** Jobs that wait for their mails' next try: 'later' is their normal answer while a mail server is down. */
const MAIL_JOBS: ReadonlySet<string> = new Set([submissionJob.kind, stageMailJob.kind]);

/** The UTC months a row owed mail can be in: this one and the one before. */
function recentMonths(now: number): string[] {
  const date = new Date(now);
  const previous = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1));
  return [date.toISOString().slice(0, 7), previous.toISOString().slice(0, 7)];
}

async function recentRows(formType: FormType, now: number): Promise<Submission[]> {
  const store = openStore('submissions', { strong: true });
  const keys = (await Promise.all(recentMonths(now).map((month) => listKeys(store, `${formType}/${month}/`)))).flat().filter(isSiteKey);
  const rows = await readRecords(store, keys, storedSubmission, { strong: true });
  return rows.filter((row): row is Submission => row !== null);
}

/** The submission a job owes mail for, if it is one. */
const owedSubmission = (job: StoredJob): string | null => {
  const payload = job.payload as { id?: unknown } | null;
  return job.kind === 'submission' && typeof payload?.id === 'string' ? payload.id : null;
};

export interface OwedWork {
  drift: Drift[];
  /** Lines a person reads that no repair changes. */
  notes: string[];
}

export async function owedWork(now: number): Promise<OwedWork> {
  const jobs = await listOpenJobs();
  const settled = (id: string) => (recordIdTime(id) ?? 0) <= now - JOB_GRACE_MS;
  const overdue = jobs.filter((job) => settled(job.id));
  const drift: Drift[] = overdue
    .filter((job) => !MAIL_JOBS.has(job.kind))
    .map((job) => ({ kind: 'owed-work', key: job.id, job: job.kind, since: job.created_at }));
  const waiting = overdue.filter((job) => MAIL_JOBS.has(job.kind)).length;
  const notes =
    waiting > 0 ? [`mail: ${waiting} submission(s) or move(s) still owe mail since a try failed; the sweep tries again on schedule`] : [];
  const owedFor = new Set(jobs.map(owedSubmission).filter((id): id is string => id !== null));
  for (const formType of FORM_TYPES) {
    for (const row of await recentRows(formType, now)) {
      if (row.mail_status === 'pending' && !owedFor.has(row._id) && settled(row._id)) {
        const receipts = Array.isArray(row.form_data.receipts) ? row.form_data.receipts.length : 0;
        drift.push({ kind: 'mail-without-job', formType, id: row._id, receipts });
      }
      if (row.mail_status === 'failed') {
        notes.push(
          `submissions: a mail about ${formType} ${row._id} (${row.submission_date}) was given up; the dashboard says so beside it`,
        );
      }
    }
  }
  return { drift, notes };
}
