/**
 * `npm run check-data`: reads every record an index is derived from and the index itself, and answers the
 * drift (index-drift.ts), and lists every store for blobs the site never made (stray-blobs.ts); `--repair`
 * rebuilds what drifted and deletes stray blobs. A maintenance run, not a request path: it reads every event
 * and lists every submission, which no API call may do (DESIGN section 7).
 */
import type { EventRecord } from '../../src/features/events/core/event';
import { FORM_TYPES, type FormType } from '../../src/features/forms/form-types';
import type { Drift } from './drift';
import { eventSummaryDrift, repairedSummary, settledCounts, submissionDrift } from './index-drift';
import { strayBlobDrift } from './stray-blobs';
import { owedWork } from './owed-work';
import { repairSignupDrift, signupDrift } from './signup-drift';
import { SWEEP_JOBS } from '../../netlify/functions/sweep';
import { submissionJob } from '../../src/features/notifications/index.server';
import { JOB_GRACE_MS, openJob, runDueJobs, settleJob } from '../../src/server/jobs.server';
import { EVENT_PREFIX, markSummariesReady, storedEvent, SUMMARY_PREFIX } from '../../src/features/events/server/event-store.server';
import { countsKey, storedCounts, type StoredCounts } from '../../src/features/submissions/submissions.server';
import { z } from '../../src/shared/zod';
import { isSiteKey } from '../../src/server/store-keys.server';
import {
  createRecord,
  listKeys,
  openStore,
  putRecord,
  readRecord,
  readRecords,
  STORE_NAMES,
  type BlobStore,
  type StoreName,
} from '../../src/server/store.server';

// Listings must see the last writes, and so must the reads behind a repair.
const eventsStore = () => openStore('events', { strong: true });
const submissionsStore = () => openStore('submissions', { strong: true });

/** The keys under a prefix that the site makes; any other is a stray blob, named once by strayBlobs. */
const siteKeys = async (store: BlobStore, prefix: string) => (await listKeys(store, prefix)).filter(isSiteKey);

async function readEvents(): Promise<EventRecord[]> {
  const store = eventsStore();
  const events = await readRecords(store, await siteKeys(store, EVENT_PREFIX), storedEvent, { strong: true });
  return events.filter((event): event is EventRecord => event !== null);
}

async function eventsDrift(): Promise<Drift[]> {
  const store = eventsStore();
  const keys = await siteKeys(store, '');
  const summaryKeys = keys.filter((key) => key.startsWith(SUMMARY_PREFIX));
  // Summaries are read as they are: one that does not fit its shape is drift, not a failure of the check.
  const summaries = await readRecords(store, summaryKeys, z.unknown(), { strong: true });
  return eventSummaryDrift(
    await readEvents(),
    new Map(summaryKeys.map((key, index) => [key, summaries[index]])),
    keys.filter((key) => !key.startsWith(SUMMARY_PREFIX)),
  );
}

const rowKeysOf = (formType: FormType) => siteKeys(submissionsStore(), `${formType}/`);

async function formDrift(formType: FormType, now: number): Promise<Drift[]> {
  const [rowKeys, stored] = await Promise.all([
    rowKeysOf(formType),
    readRecord(submissionsStore(), countsKey(formType), storedCounts, { strong: true }),
  ]);
  return submissionDrift(formType, rowKeys, stored?.counts ?? {}, now);
}

/** Keys of blobs a store holds but does not list: the local store's leftover temporary files; none in production. */
export type UnlistedKeys = (store: StoreName) => Promise<string[]>;

export interface FindOptions {
  now?: number;
  unlistedKeys?: UnlistedKeys;
}

/** The blobs of every store, the throttle's too, whose key the site never makes. */
async function strayBlobs(unlistedKeys: UnlistedKeys): Promise<Drift[]> {
  const found = await Promise.all(
    STORE_NAMES.map(async (name) => {
      const [listed, unlisted] = await Promise.all([listKeys(openStore(name, { strong: true }), ''), unlistedKeys(name)]);
      return strayBlobDrift(name, [...listed, ...unlisted]);
    }),
  );
  return found.flat();
}

/**
 * Every drift of the events index and the submission months, events first, then the sign-up sheets' reminder
 * markers, the stray blobs of every store, then the work writes still owe (docs/decisions/049).
 */
export async function findDrift({ now = Date.now(), unlistedKeys = async () => [] }: FindOptions = {}): Promise<Drift[]> {
  const forms = await Promise.all(FORM_TYPES.map((formType) => formDrift(formType, now)));
  return [
    ...(await eventsDrift()),
    ...forms.flat(),
    ...(await signupDrift(now)),
    ...(await strayBlobs(unlistedKeys)),
    ...(await owedWork(now)).drift,
  ];
}

/** What a person should know that no repair changes: mails given up lately. */
export async function findNotes(now = Date.now()): Promise<string[]> {
  return (await owedWork(now)).notes;
}

/**
 * Writes each month summary that drifted again from the records, deletes stray keys and stray blobs, moves
 * misplaced rows into their month folder, then rewrites the counts of each form whose counts drifted from its rows as they
 * now lie. Best run when no one is editing: an event saved meanwhile syncs its summaries a moment after its
 * record, and a repair may write a summary from records read before that save.
 */
export async function repairDrift(drift: readonly Drift[], now = Date.now()): Promise<void> {
  const events = eventsStore();
  const submissions = submissionsStore();
  const records = drift.some((item) => item.kind === 'summary') ? await readEvents() : [];
  for (const item of drift) {
    if (item.kind === 'summary') await putRecord(events, item.key, repairedSummary(records, item.month));
    if (item.kind === 'stray-key') await events.delete(item.key);
    if (item.kind === 'misplaced-row') await moveRow(item.key, item.to);
    if (item.kind === 'stray-blob') await openStore(item.store).delete(item.key);
    if (item.kind === 'reminder-marker') await repairSignupDrift(item);
  }
  // Mails owed with nothing sending them are owed again, and settled now with whatever else is owed.
  for (const item of drift) {
    if (item.kind === 'mail-without-job')
      await settleJob(await openJob(submissionJob, { form_type: item.formType, id: item.id, receipts: item.receipts }));
  }
  if (drift.some((item) => item.kind === 'owed-work')) await runDueJobs(SWEEP_JOBS, { now, graceMs: JOB_GRACE_MS });
  // The summaries now hold the records: no first read or write needs to build them again.
  if (records.length > 0 || drift.some((item) => item.kind === 'stray-key')) await markSummariesReady(events);
  const recount = new Set(drift.flatMap((item) => (item.kind === 'wrong-count' ? [item.formType] : [])));
  for (const formType of recount) {
    await putRecord(submissions, countsKey(formType), { counts: settledCounts(await rowKeysOf(formType), now) } satisfies StoredCounts);
  }
}

/** A row goes to its folder only where no row stands yet; a clash is for a person to look at. */
async function moveRow(from: string, to: string): Promise<void> {
  const store = submissionsStore();
  // Moved as it is stored, whatever it holds.
  const row = await readRecord(store, from, z.unknown(), { strong: true });
  if (row === null) return;
  if (!(await createRecord(store, to, row))) throw new Error(`Cannot move the submission ${from}: ${to} already holds one. Look at both.`);
  await store.delete(from);
}
