/**
 * How events are stored (DESIGN section 5): one record per event at event/{id}, under a readable id, and one
 * summary per month at summary/{yyyy-MM}.
 *
 * Readable event ids (docs/decisions/029): the title's slug and a short random part, `book-fair-k3f9`, so
 * that /events/{id} says what it is. They are key material (DESIGN section 5): always of the safe id shape,
 * made here from the slug's letters and digits only, never from raw client text.
 *
 * Month summaries (docs/decisions/039) hold every event that touches the month, whole and sorted by start. A
 * month, a grade's month and the home list read a few of them and no event record, however many years are
 * stored (DESIGN sections 5 and 7). They are derived from the records, which have the last word:
 * - every event write syncs the summaries of the months the event left and entered (syncMonth);
 * - a sync reads the summary with its etag, then the records, and writes only if the summary is unchanged,
 *   retrying otherwise. Whichever sync of a month lands last has read the records after every event write
 *   that came before it, so concurrent writers never lose one another's change;
 * - every event write first records a job naming those months (monthsJob, docs/decisions/049), so a write
 *   cut short after its record is finished by the sweep; `npm run check-data` still names a summary that
 *   disagrees with the records and `-- --repair` writes it again from them (summaryDrift, derivedSummaries);
 * - a store written before summaries existed gets them built once, by its first event write or by the
 *   first read that finds none (ensureSummaries), so an upgraded site never shows an empty calendar.
 */
import { randomInt } from 'node:crypto';
import { byStart, isMonth, type EventRecord } from '../core/event';
import { recordMonths } from '../recurrence/expand';
import { storedLinks } from '../../formations/index.server';
import { isSafeId, slugify } from '../../../shared/ids';
import { z } from '../../../shared/zod';
import { HttpError } from '../../../server/http.server';
import { defineJob } from '../../../server/jobs.server';
import {
  createRecord,
  keyOf,
  listKeys,
  openStore,
  putRecord,
  readRecord,
  readRecords,
  readWithEtag,
  replaceRecord,
  type BlobStore,
  type ReadOptions,
} from '../../../server/store.server';

// The records.

const editedShape = {
  name: z.string(),
  title: z.string(),
  // Absent on a record saved before the Spanish texts (docs/decisions/070).
  title_es: z.string().optional(),
  slug: z.string(),
  location: z.string(),
  description: z.string(),
  description_es: z.string().optional(),
  grade_list: z.array(z.string()),
  startDt: z.string(),
  endDt: z.string(),
  event_links: storedLinks,
};

/**
 * An event record as read back from the store; fields this code does not know are kept. A series (decision
 * 063) adds its rule, skipped days and the changes of single occurrences; a record stored before series
 * existed has none of them and reads as a single event.
 */
export const storedEvent: z.ZodType<EventRecord> = z.looseObject({
  id: z.string(),
  ...editedShape,
  images: z.array(z.string()),
  version: z.number(),
  updatedAt: z.string(),
  rrule: z.string().optional(),
  exdates: z.array(z.string()).optional(),
  overrides: z.record(z.string(), z.looseObject({ ...editedShape, images: z.array(z.string()) }).partial()).optional(),
  continued_as: z.array(z.string()).optional(),
  moved_dates: z.array(z.object({ from: z.string(), to: z.string(), shift: z.number() })).optional(),
});

export const EVENT_PREFIX = 'event/';
export const eventKey = (id: string) => keyOf('event', id);

/** Room for the random part within the 64 characters a safe id may have, and a readable length. */
export const ID_SLUG_MAX = 40;
const ID_SUFFIX_LENGTH = 4;
const SUFFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function newEventId(title: string): string {
  const slug = slugify(title).slice(0, ID_SLUG_MAX).replace(/-+$/, '') || 'event';
  const suffix = Array.from({ length: ID_SUFFIX_LENGTH }, () => SUFFIX_ALPHABET[randomInt(SUFFIX_ALPHABET.length)]).join('');
  const id = `${slug}-${suffix}`;
  if (!isSafeId(id)) throw new Error(`An event id of an unsafe shape was made: ${id}`);
  return id;
}

// The month summaries.

export const SUMMARY_PREFIX = 'summary/';
export const summaryKey = (month: string) => keyOf('summary', month);

/** The month of a summary's key; null for any other key. */
export function monthOfSummaryKey(key: string): string | null {
  const month = key.startsWith(SUMMARY_PREFIX) ? key.slice(SUMMARY_PREFIX.length) : '';
  return isMonth(month) ? month : null;
}

export interface MonthSummary {
  month: string;
  /** Every event that touches the month, as stored, sorted by start. */
  events: EventRecord[];
}

export const storedSummary: z.ZodType<MonthSummary> = z.looseObject({ month: z.string(), events: z.array(storedEvent) });

/** Whether an event (any occurrence of a series) covers any day of a month. */
export const touchesMonth = (event: EventRecord, month: string) => recordMonths(event).includes(month);

/**
 * A summary's events with each of `ids` as its record says: in the month when the record touches it,
 * out when the record is gone (null) or lies elsewhere.
 */
export function withRecords(
  events: readonly EventRecord[],
  month: string,
  ids: readonly string[],
  records: readonly (EventRecord | null)[],
): EventRecord[] {
  const changed = new Set(ids);
  const kept = events.filter((event) => !changed.has(event.id));
  const entering = records.filter((record): record is EventRecord => record !== null && touchesMonth(record, month));
  return [...kept, ...entering].sort(byStart);
}

/** What every month's summary should hold, from the records alone (check-data, its repair, tests). */
export function derivedSummaries(events: readonly EventRecord[]): Map<string, EventRecord[]> {
  const months = new Map<string, EventRecord[]>();
  for (const event of events) {
    for (const month of recordMonths(event)) months.set(month, [...(months.get(month) ?? []), event]);
  }
  for (const list of months.values()) list.sort(byStart);
  return months;
}

/** The same record whatever the order of its keys. */
function sameRecord(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** How a stored summary differs from the records; all empty when it agrees. */
export interface SummaryDifference {
  /** Events that touch the month but the summary lacks. */
  missing: string[];
  /** Events the summary holds that are gone or no longer touch the month. */
  stray: string[];
  /** Events the summary holds otherwise than their record. */
  outdated: string[];
}

export function summaryDifference(stored: readonly EventRecord[], derived: readonly EventRecord[]): SummaryDifference {
  const storedById = new Map(stored.map((event) => [event.id, event]));
  const derivedIds = new Set(derived.map((event) => event.id));
  return {
    missing: derived.filter((event) => !storedById.has(event.id)).map((event) => event.id),
    stray: [...storedById.keys()].filter((id) => !derivedIds.has(id)),
    outdated: derived.filter((event) => storedById.has(event.id) && !sameRecord(storedById.get(event.id), event)).map((event) => event.id),
  };
}

/** Reads the summaries of some months at once; a month never written holds no events. */
export async function readMonths(store: BlobStore, months: readonly string[], options: ReadOptions = {}): Promise<EventRecord[]> {
  const summaries = await readRecords(store, months.map(summaryKey), storedSummary, options);
  return summaries.flatMap((summary) => summary?.events ?? []);
}

/** One copy of each event (a multi-day event is in each month it touches): the latest version. */
export function distinctEvents(events: readonly EventRecord[]): EventRecord[] {
  const byId = new Map<string, EventRecord>();
  for (const event of events) {
    const seen = byId.get(event.id);
    if (!seen || event.version > seen.version) byId.set(event.id, event);
  }
  return [...byId.values()];
}

/** A sync gives up after this many tries (each lost try means another writer's sync landed). */
const SYNC_ATTEMPTS = 40;
const BACKOFF_CAP_MS = 200;

const backOff = (attempt: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.random() * Math.min(BACKOFF_CAP_MS, 5 * 2 ** attempt)));

const SUMMARY_BUSY_MESSAGE =
  'The event was saved, but the calendar could not be brought up to date because many changes came at once. Please save it again.';

/**
 * Brings one month's summary in step with the stored records of `ids`. The summary is read (with its etag)
 * before the records, and written only if it is still what was read: so the write that lands last was
 * made from records read after every write before it.
 */
async function syncMonth(store: BlobStore, month: string, ids: readonly string[]): Promise<void> {
  const key = summaryKey(month);
  for (let attempt = 0; attempt < SYNC_ATTEMPTS; attempt += 1) {
    const current = await readWithEtag(store, key, storedSummary);
    const records = await readRecords(store, ids.map(eventKey), storedEvent, { strong: true });
    const next: MonthSummary = { month, events: withRecords(current?.data.events ?? [], month, ids, records) };
    // Written even when nothing changed: the new etag makes a slower sync that read older records retry.
    if (current ? await replaceRecord(store, key, current.etag, next) : await createRecord(store, key, next)) return;
    await backOff(attempt);
  }
  throw new HttpError(503, 'BUSY', SUMMARY_BUSY_MESSAGE);
}

/** Syncs the summaries of every month given (those an event left and those it entered) for one event. */
export async function syncMonths(store: BlobStore, months: Iterable<string>, id: string): Promise<void> {
  await Promise.all([...new Set(months)].map((month) => syncMonth(store, month, [id])));
}

/**
 * What an event write owes (docs/decisions/049): the summaries of the months its record left and entered,
 * synced from the record as it is when the job settles, so settling twice or late changes nothing more.
 */
export const monthsJob = defineJob({
  kind: 'event-months',
  payload: z.object({ id: z.string(), months: z.array(z.string().refine(isMonth)) }),
  settle: async ({ id, months }) => {
    await syncMonths(openStore('events', { strong: true }), months, id);
    return 'done';
  },
});

const MONTH_BATCH = 10;

/** Syncs many months, a batch at a time (seeding, the first build of a store's summaries). */
export async function syncMonthsOf(store: BlobStore, idsByMonth: ReadonlyMap<string, readonly string[]>): Promise<void> {
  const months = [...idsByMonth];
  for (let start = 0; start < months.length; start += MONTH_BATCH) {
    await Promise.all(months.slice(start, start + MONTH_BATCH).map(([month, ids]) => syncMonth(store, month, ids)));
  }
}

/** Present once every month has its summary: written by seeding, check-data's repair and ensureSummaries. */
export const SUMMARIES_READY_KEY = keyOf('meta', 'summaries-ready');
const readyMarker = z.object({ built_at: z.string() });

export const markSummariesReady = (store: BlobStore, now: Date = new Date()) =>
  putRecord(store, SUMMARIES_READY_KEY, { built_at: now.toISOString() });

/**
 * A store written before summaries existed (decision 039) holds event records and no summary: its months
 * would read empty. This builds every month's summary from the records (conditional syncs, so two builds or
 * a build and a save at once agree), then marks the store. One strong read when already built. Answers
 * whether it built them. `store` must list strongly.
 */
export async function ensureSummaries(store: BlobStore): Promise<boolean> {
  if (await readRecord(store, SUMMARIES_READY_KEY, readyMarker, { strong: true })) return false;
  const records = await readRecords(store, await listKeys(store, EVENT_PREFIX), storedEvent, { strong: true });
  const derived = derivedSummaries(records.filter((record): record is EventRecord => record !== null));
  await syncMonthsOf(store, new Map([...derived].map(([month, events]) => [month, events.map((event) => event.id)])));
  await markSummariesReady(store);
  return true;
}
