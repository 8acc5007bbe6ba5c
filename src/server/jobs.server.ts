/**
 * Work a write still owes (docs/decisions/049), the transactional outbox: a write that touches more than one
 * blob first records a job saying what the rest must become, then writes its blobs, then settles the job
 * (runs its handler) and deletes it. A function stopped after any of its writes (a crash, Netlify's time
 * limit) leaves the job behind, and the scheduled sweep (netlify/functions/sweep.ts) settles every job older
 * than the grace period until its handler answers 'done'.
 *
 * A handler derives everything from the records as they are when it runs, and every step it takes is
 * idempotent (a sync from the records, a write `onlyIfNew`, a claim): running it twice, or beside the writer
 * that recorded it, changes nothing more. The grace period keeps the sweep away from a write still in
 * flight, for the one kind of step that is not harmless then (deleting what a write has not named yet).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRecord, keyOf, listKeys, newRecordId, openStore, readRecord, recordIdTime } from './store.server';
import { z } from '../shared/zod';

/** Longer than any function runs (Netlify stops a synchronous one after 60 s), so an older job's writer is gone. */
export const JOB_GRACE_MS = 2 * 60 * 1000;

export type JobOutcome = 'done' | 'later';

/** A kind of job: its payload's schema, and the handler that settles it. */
export interface JobType<P> extends SweptJobType {
  payload: z.ZodType<P>;
  settle: (payload: P) => Promise<JobOutcome>;
}

/** A kind of job as the sweep knows it: a stored payload is checked by the kind's own schema first. */
export interface SweptJobType {
  kind: string;
  settleStored: (payload: unknown) => Promise<JobOutcome>;
}

/** A kind of job, named once by the feature whose writes it completes. */
export const defineJob = <P>(type: Omit<JobType<P>, 'settleStored'>): JobType<P> => ({
  ...type,
  settleStored: (payload) => type.settle(type.payload.parse(payload)),
});

const jobsStore = () => openStore('jobs', { strong: true });

const storedJob = z.object({ kind: z.string(), payload: z.unknown(), created_at: z.string() });

export interface OpenJob<P> {
  id: string;
  type: JobType<P>;
  payload: P;
}

/** Records what a write is about to owe, before its first blob. */
export async function openJob<P>(type: JobType<P>, payload: P, now: Date = new Date()): Promise<OpenJob<P>> {
  const id = newRecordId(now);
  if (!(await createRecord(jobsStore(), keyOf(id), { kind: type.kind, payload, created_at: now.toISOString() }))) {
    throw new Error(`A job id was reused (${id}); this should never happen.`);
  }
  return { id, type, payload };
}

/** Runs a job's handler; a job that is done is deleted, one that is not stays for the sweep. */
export async function settleJob<P>(job: OpenJob<P>): Promise<JobOutcome> {
  const outcome = await job.type.settle(job.payload);
  if (outcome === 'done') await jobsStore().delete(keyOf(job.id));
  return outcome;
}

/** Settles a job without letting its failure change the answer of the write it follows (the sweep retries). */
export async function settleQuietly<P>(job: OpenJob<P>): Promise<void> {
  await settleJob(job).catch((error: unknown) => console.error(`[jobs] ${job.type.kind} ${job.id} is left for the sweep:`, error));
}

export interface WithJobOptions {
  /**
   * Settles the job after the answer instead of before it (Netlify's context.waitUntil): for work the caller
   * need not wait for, such as mail. Its failure is logged and left to the sweep.
   */
  defer?: (work: Promise<void>) => void;
  /**
   * Whether a failure of the write says it wrote nothing (a refusal, such as a stale version's 409): the job is
   * then dropped instead of settled, as nothing is owed.
   */
  wroteNothing?: (error: unknown) => boolean;
}

/**
 * A write of several blobs with what it owes recorded first: the job, then `write`, then the job settled. A
 * failure to settle after a write that succeeded is the caller's to hear (the job stays for the sweep); after
 * a write that failed, the job is settled only to tidy what the write began (or dropped, when the failure says
 * it wrote nothing: `wroteNothing`), and the write's error stands.
 */
export async function withJob<P, T>(type: JobType<P>, payload: P, write: () => Promise<T>, options: WithJobOptions = {}): Promise<T> {
  const job = await openJob(type, payload);
  let result: T;
  try {
    result = await write();
  } catch (error) {
    if (options.wroteNothing?.(error)) await jobsStore().delete(keyOf(job.id));
    else await settleQuietly(job);
    throw error;
  }
  if (options.defer) options.defer(settleQuietly(job));
  else await settleJob(job);
  return result;
}

export interface SweepTally {
  /** Jobs old enough to settle. */
  due: number;
  done: number;
  later: number;
  failed: number;
}

export interface SweepOptions {
  now?: number;
  /** Jobs younger than this are left to their writer. */
  graceMs?: number;
  /** A run stops starting jobs at this time (a scheduled function has 30 s). */
  deadline?: number;
  /**
   * Whatever was claimed before this time (a mail being sent) was claimed by a process that is gone: local
   * serving knows it of the server it replaced. Netlify never says it; there a claim's lease ends it.
   */
  claimsDeadBefore?: number;
}

/** One run of the sweep, as its jobs' handlers see it. */
export interface SweepRun {
  claimsDeadBefore?: number;
}

const sweepScope = new AsyncLocalStorage<SweepRun>();

/**
 * The sweep run a handler is part of (undefined for a writer settling its own job): one object per run, so that
 * what every job of a run reads alike (the notification settings, the site content) can be read once a run.
 */
export const currentSweep = (): SweepRun | undefined => sweepScope.getStore();

/** When claims made before it are known dead, in the sweep now running; undefined elsewhere. */
export const claimsDeadBefore = (): number | undefined => currentSweep()?.claimsDeadBefore;

const PARALLEL = 5;

/** Settles every job older than the grace period, a few at a time, each with the handler of its kind. */
export async function runDueJobs(types: readonly SweptJobType[], options: SweepOptions = {}): Promise<SweepTally> {
  return sweepScope.run({ claimsDeadBefore: options.claimsDeadBefore }, () => sweep(types, options));
}

async function sweep(types: readonly SweptJobType[], options: SweepOptions): Promise<SweepTally> {
  const { now = Date.now(), graceMs = JOB_GRACE_MS, deadline = Infinity } = options;
  const byKind = new Map(types.map((type) => [type.kind, type]));
  const store = jobsStore();
  const due = (await listKeys(store, '')).sort().filter((key) => (recordIdTime(key) ?? 0) <= now - graceMs);
  const tally: SweepTally = { due: due.length, done: 0, later: 0, failed: 0 };
  for (let start = 0; start < due.length && Date.now() < deadline; start += PARALLEL) {
    const outcomes = await Promise.all(due.slice(start, start + PARALLEL).map((key) => settleStored(key, byKind)));
    for (const outcome of outcomes) tally[outcome] += 1;
  }
  return tally;
}

async function settleStored(key: string, byKind: ReadonlyMap<string, SweptJobType>): Promise<JobOutcome | 'failed'> {
  try {
    const stored = await readRecord(jobsStore(), key, storedJob, { strong: true });
    if (!stored) return 'done';
    const type = byKind.get(stored.kind);
    if (!type) throw new Error(`No handler for jobs of kind '${stored.kind}'.`);
    const outcome = await type.settleStored(stored.payload);
    if (outcome === 'done') await jobsStore().delete(key);
    return outcome;
  } catch (error) {
    console.error(`[jobs] job ${key} could not be settled:`, error);
    return 'failed';
  }
}

export interface StoredJob {
  id: string;
  kind: string;
  payload: unknown;
  created_at: string;
}

/** The jobs not settled yet, oldest first (check-data reports them). */
export async function listOpenJobs(): Promise<StoredJob[]> {
  const store = jobsStore();
  const keys = (await listKeys(store, '')).sort();
  const jobs = await Promise.all(keys.map(async (id) => ({ id, job: await readRecord(store, id, storedJob, { strong: true }) })));
  return jobs.flatMap(({ id, job }) => (job ? [{ id, ...job }] : []));
}
