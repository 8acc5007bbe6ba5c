/**
 * The events repository: events, one blob each at events/event/{id}, and a summary per month at
 * events/summary/{yyyy-MM} holding the month's events whole (how: event-store.server.ts), so that a month, a
 * grade's month and the home list each read a few summaries and no event record, however many years are
 * stored (DESIGN sections 5 and 7; docs/decisions/012 and 039). Every write records the months it owes (a
 * job, docs/decisions/049), puts the record, then syncs the summaries of the months the event left and
 * entered and settles the job.
 */
import {
  addDays,
  addMonths,
  byStart,
  type DayRange,
  type EventRecord,
  type EventScope,
  inScope,
  monthOf,
  monthsBetween,
  type EventFields,
  type EventOverride,
  type DateMove,
  photoItemOfEvent,
} from '../core/event';
import { expandInRange, findOccurrence, isSeries, occurrenceDays, recordMonths } from '../recurrence/expand';
import { occurrenceId, readOccurrenceId } from '../recurrence/rule';
import { continuedId } from '../recurrence/dates-moved';
import { EVENT_INPUT_MESSAGES } from '../event-messages';
import type { EventInput } from '../core/event-schema';
import { slugify } from '../../../shared/ids';
import {
  distinctEvents,
  ensureSummaries,
  eventKey,
  markSummariesReady,
  monthsJob,
  newEventId,
  readMonths,
  storedEvent,
  storedSummary,
  SUMMARY_PREFIX,
  summaryKey,
  syncMonths,
  syncMonthsOf,
} from './event-store.server';
import { findFormationBySlug } from '../../formations/index.server';
import { HttpError } from '../../../server/http.server';
import { defineJob, withJob } from '../../../server/jobs.server';
import { z } from '../../../shared/zod';
import {
  createRecord,
  listKeys,
  openStore,
  patchRecord,
  putRecord,
  readRecord,
  readRecords,
  requireVersion,
  staleEdit,
  updateRecord,
  type BlobStore,
  type ReadOptions,
} from '../../../server/store.server';

const eventsStore = (options: ReadOptions = {}) => openStore('events', options);

/** An upcoming list (no end date) looks this many months ahead at most. */
export const UPCOMING_HORIZON_MONTHS = 24;

/**
 * An upcoming list reads this many months' summaries at a time, each round in parallel: its first two
 * months (enough on most days, near a month's end too: one round trip either way), then the third (at
 * most 3 reads so far), then three at a time up to the horizon.
 */
const UPCOMING_ROUNDS = [2, 1, 3, 3, 3, 3, 3, 3, 3] as const;

export interface EventListQuery {
  range: DayRange;
  scope: EventScope;
  /** At most this many events, the earliest first. */
  limit: number;
}

/** An event record, or one occurrence of a series by its id `{seriesId}_{yyyyMMdd}` (null when not one). */
export async function findEvent(id: string, options: ReadOptions = {}): Promise<EventRecord | null> {
  const occurrence = readOccurrenceId(id);
  const record = await readRecord(eventsStore(options), eventKey(occurrence?.seriesId ?? id), storedEvent, options);
  return record && occurrence ? findOccurrence(record, occurrence.day) : record;
}

/** How many series an old address is followed through, and how many moves: each a save that moved dates. */
const SERIES_FOLLOWED = 8;
const MOVES_FOLLOWED = 200;

/**
 * The day from which a series had no date just before its move `index`: an earlier split took the days from
 * its `from` on, and a later move of all its dates took that day with them. Null when no split came before.
 */
function splitBefore(moves: readonly DateMove[], seriesId: string, index: number): string | null {
  return moves.slice(0, index).reduce<string | null>((bound, move) => {
    if (move.to !== seriesId) return bound === null || move.from < bound ? move.from : bound;
    return bound === null ? null : addDays(bound, move.shift);
  }, null);
}

/**
 * Where the date an old address names went (docs/decisions/097): a date its series no longer has, moved by an
 * edit that gave the dates new ids ("This and following", "All events" to other days). Each move its series
 * recorded that could have taken the address away (the date was still the series' then) is tried, the latest
 * first: from there the date is taken through every later move in turn, into the new series of a split, to
 * where it is now. Null for a date that did not move, or that is nowhere now (a date cancelled since).
 */
export async function movedEventId(id: string, options: ReadOptions = {}): Promise<string | null> {
  const reads = new Map<string, Promise<EventRecord | null>>();
  const seriesOf = (seriesId: string) => {
    if (!reads.has(seriesId) && reads.size < SERIES_FOLLOWED) {
      reads.set(seriesId, readRecord(eventsStore(options), eventKey(seriesId), storedEvent, options));
    }
    return reads.get(seriesId) ?? Promise.resolve(null);
  };
  let steps = 0;
  // The date as every move of its series from `first` on takes it, in the order they were made.
  const movedOn = async (eventId: string, seriesId: string, first: number): Promise<string | null> => {
    const series = await seriesOf(seriesId);
    const moves = series?.moved_dates ?? [];
    for (const [index, move] of moves.entries()) {
      const next = index < first ? null : continuedId({ series: seriesId, ...move }, eventId);
      if (next === null) continue;
      if ((steps += 1) > MOVES_FOLLOWED) return null;
      // A new series has only moves made after it began.
      return move.to === seriesId ? movedOn(next, seriesId, index + 1) : movedOn(next, move.to, 0);
    }
    const occurrence = readOccurrenceId(eventId);
    return series && occurrence && findOccurrence(series, occurrence.day) ? eventId : null;
  };
  const occurrence = readOccurrenceId(id);
  if (!occurrence) return null;
  const { seriesId, day } = occurrence;
  const moves = (await seriesOf(seriesId))?.moved_dates ?? [];
  for (const [index, move] of [...moves.entries()].reverse()) {
    const bound = splitBefore(moves, seriesId, index);
    const next = bound === null || day < bound ? continuedId({ series: seriesId, ...move }, id) : null;
    const found = next === null ? null : await movedOn(next, move.to, move.to === seriesId ? index + 1 : 0);
    if (found !== null && found !== id) return found;
  }
  return null;
}

/** The last month a day range touches (its end is excluded). */
const lastMonthOf = (range: Required<DayRange>) => monthOf(addDays(range.end, -1));

/** The events of a range, or upcoming from its start when it has no end, sorted by start. */
export async function listEvents({ range, scope, limit }: EventListQuery, options: ReadOptions = {}): Promise<EventRecord[]> {
  const store = eventsStore(options);
  // Single events, and each occurrence of a series within the months read so far (decision 063).
  const matching = (events: readonly EventRecord[], window: DayRange) =>
    expandInRange(distinctEvents(events), window)
      .filter((event) => inScope(event, scope))
      .sort(byStart);
  const first = monthOf(range.start);
  if (range.end !== undefined) {
    const months = monthsBetween(first, lastMonthOf({ start: range.start, end: range.end }));
    return matching(await readFirstMonths(store, months, options), range).slice(0, limit);
  }
  // Upcoming: an event first met in a later month starts in that month, so once the months read hold
  // `limit` events, no month after them can hold an earlier one.
  const read: EventRecord[] = [];
  let months = 0;
  let found: EventRecord[] = [];
  for (const round of UPCOMING_ROUNDS) {
    const count = Math.min(round, UPCOMING_HORIZON_MONTHS - months);
    if (count <= 0) break;
    const span = monthsBetween(addMonths(first, months), addMonths(first, months + count - 1));
    read.push(...(await (months === 0 ? readFirstMonths : readMonths)(store, span, options)));
    months += count;
    found = matching(read, { start: range.start, end: `${addMonths(first, months)}-01` });
    if (found.length >= limit) break;
  }
  return found.slice(0, limit);
}

/**
 * The records (a series whole, not its occurrences) of a range with an end, whose base record is in the
 * scope and which happen in the range: what a calendar feed writes (one VEVENT per series, decision 063).
 */
export async function listEventRecords({ range, scope, limit }: EventListQuery & { range: Required<DayRange> }): Promise<EventRecord[]> {
  const store = eventsStore();
  const months = monthsBetween(monthOf(range.start), lastMonthOf(range));
  return distinctEvents(await readFirstMonths(store, months, {}))
    .filter((record) => inScope(record, scope) && expandInRange([record], range).length > 0)
    .sort(byStart)
    .slice(0, limit);
}

/**
 * The first months a list reads. When not one of them has a summary, the store may predate summaries
 * (decision 039): they are built once (ensureSummaries, one more read when they already are) and read again.
 */
async function readFirstMonths(store: BlobStore, months: readonly string[], options: ReadOptions): Promise<EventRecord[]> {
  const summaries = await readRecords(store, months.map(summaryKey), storedSummary, options);
  if (summaries.some((summary) => summary !== null) || !(await ensureSummaries(eventsStore({ strong: true })))) {
    return summaries.flatMap((summary) => summary?.events ?? []);
  }
  return readMonths(store, months, { strong: true });
}

/** The fields an editor sets; name and slug come from the title (not unique: the id is the key). */
export function editedFields(input: EventInput): EventFields {
  const slug = slugify(input.title) || 'event';
  const { title, title_es, location, description, description_es, grade_list, startDt, endDt, event_links } = input;
  return { name: slug, slug, title, title_es, location, description, description_es, grade_list, startDt, endDt, event_links };
}

/**
 * Every grade of an event must be a stored grade; the 400 names the first that is not. Grades the event
 * already had pass, so that an event of a deleted grade can still be edited.
 */
export async function assertGradesExist(slugs: readonly string[], kept: readonly string[] = []): Promise<void> {
  const checked = slugs.filter((slug) => !kept.includes(slug));
  const found = await Promise.all(checked.map((slug) => findFormationBySlug('grade', slug, { strong: true })));
  const unknown = checked.find((_, index) => !found[index]);
  if (unknown) throw new HttpError(400, 'UNKNOWN_GRADE', EVENT_INPUT_MESSAGES.unknownGrade(unknown));
}

const WRITE_BATCH = 50;

/**
 * Writes events as they are, then each month's summary once (seeding, the bench); the API's checked writes
 * are below. For events not stored yet or stored at the same dates: a month an event leaves is not synced.
 */
export async function putEvents(events: readonly EventRecord[]): Promise<void> {
  const store = eventsStore();
  for (let start = 0; start < events.length; start += WRITE_BATCH) {
    await Promise.all(events.slice(start, start + WRITE_BATCH).map((event) => putRecord(store, eventKey(event.id), event)));
  }
  const idsByMonth = new Map<string, string[]>();
  for (const event of events) for (const month of recordMonths(event)) idsByMonth.set(month, [...(idsByMonth.get(month) ?? []), event.id]);
  await syncMonthsOf(store, idsByMonth);
  await markSummariesReady(store);
}

export const putEvent = (event: EventRecord) => putEvents([event]);

/** How many fresh ids a create tries before it gives up (each collision is one chance in 1.7 million). */
const ID_ATTEMPTS = 5;

export async function createEvent(input: EventInput, now: Date = new Date()): Promise<EventRecord> {
  await assertGradesExist(input.grade_list);
  const store = eventsStore();
  await ensureSummaries(store);
  for (let attempt = 0; attempt < ID_ATTEMPTS; attempt += 1) {
    const id = newEventId(input.title);
    const event: EventRecord = { ...editedFields(input), ...seriesFields(input), id, images: [], version: 1, updatedAt: now.toISOString() };
    if (await withJob(monthsJob, { id, months: recordMonths(event) }, () => createRecord(store, eventKey(id), event))) return event;
  }
  throw new Error(`No free event id for '${slugify(input.title)}' after ${ID_ATTEMPTS} tries.`);
}

/**
 * An edit carries the version it was loaded from (400 without one, 409 when stale). The summaries of the
 * months the replaced version touched and of those the saved one touches are synced. Only a versioned edit
 * moves an event's dates, so the version read here is the version replaced, or the write is refused.
 */
export async function updateEvent(input: EventInput & { id: string }, now: Date = new Date()): Promise<EventRecord> {
  const version = requireVersion(input.version);
  const store = eventsStore();
  await ensureSummaries(store);
  const key = eventKey(input.id);
  const current = await readRecord(store, key, storedEvent, { strong: true });
  if (!current) throw new HttpError(404, 'NOT_FOUND', 'That event no longer exists.');
  if (version !== current.version) throw staleEdit();
  await assertGradesExist(input.grade_list, current.grade_list);
  const edit = (stored: EventRecord): EventRecord => ({ ...editedRecord(stored, input), updatedAt: now.toISOString() });
  const months = [...new Set([...recordMonths(current), ...recordMonths(edit(current))])];
  // Images stay as the photo calls keep them.
  return withJob(monthsJob, { id: input.id, months }, () => updateRecord(store, key, storedEvent, version, edit));
}

/** A series' rule and skipped days as an edit gives them; nothing for a single event. */
export const seriesFields = (input: EventInput): Pick<EventRecord, 'rrule' | 'exdates'> =>
  input.rrule ? { rrule: input.rrule, exdates: input.exdates ?? [] } : {};

/**
 * A record with an edit of the whole event (or series) laid over it: a series keeps the changes of those
 * occurrences its new rule still gives; an edit without a rule makes it a single event again.
 */
export function editedRecord(stored: EventRecord, input: EventInput): EventRecord {
  const { rrule: _rule, exdates: _skipped, overrides, ...base } = stored;
  const next: EventRecord = { ...base, ...editedFields(input), ...seriesFields(input) };
  if (!isSeries(next) || !overrides) return next;
  const days = new Set(occurrenceDays(next));
  const kept = Object.entries(overrides).filter(([day]) => days.has(day));
  return kept.length > 0 ? { ...next, overrides: Object.fromEntries(kept) } : next;
}

/**
 * Deletes the event, then takes it out of its months' summaries; its photos are the caller's (photos.server).
 * The record is first written with a new version, so that the months synced are those of the very record
 * deleted: an edit of the version read fails with 409 instead of moving it meanwhile.
 */
export async function deleteEvent(id: string): Promise<EventRecord> {
  const store = eventsStore();
  await ensureSummaries(store);
  const key = eventKey(id);
  const claimed = await patchRecord(store, key, storedEvent, (event) => ({ ...event, version: event.version + 1 }));
  if (!claimed) throw new HttpError(404, 'NOT_FOUND', 'That event no longer exists.');
  await withJob(monthsJob, { id, months: recordMonths(claimed) }, () => store.delete(key));
  return { ...claimed, version: claimed.version - 1 };
}

/**
 * Keeps an event's image list in step with its photos (the first is the cover); not an officer's edit. Called
 * under the photos' own job (photo-items.server.ts), which calls it again when a write stops before the sync.
 * For an occurrence id, the list is that date's own (docs/decisions/085), kept in its series' changes while
 * the series still gives the date; `null` gives the date its series' photos again.
 */
export async function setEventPhotos(id: string, urls: string[] | null): Promise<void> {
  const occurrence = readOccurrenceId(id);
  const recordId = occurrence?.seriesId ?? id;
  const store = eventsStore();
  await ensureSummaries(store);
  const saved = await patchRecord(store, eventKey(recordId), storedEvent, (event) => {
    if (!occurrence) return urls ? { ...event, images: urls } : event;
    if (!isSeries(event) || !occurrenceDays(event).includes(occurrence.day)) return event;
    const { [occurrence.day]: { images: _images, ...fields } = {}, ...others } = event.overrides ?? {};
    const override = urls ? { ...fields, images: urls } : fields;
    return { ...event, overrides: Object.keys(override).length > 0 ? { ...others, [occurrence.day]: override } : others };
  });
  if (saved) await syncMonths(store, recordMonths(saved), recordId);
}

/** The item an event's photos are kept under (photoItemOfEvent), or null when there is no such event or date. */
export async function eventPhotoItem(id: string, options: ReadOptions = {}): Promise<string | null> {
  const event = await findEvent(id, options);
  return event && photoItemOfEvent(event);
}

/** The dates of a series that have photos of their own, by occurrence id (none when it is gone). */
export async function ownPhotoOccurrences(seriesId: string): Promise<Set<string>> {
  const series = await readRecord(eventsStore({ strong: true }), eventKey(seriesId), storedEvent, { strong: true });
  if (!series || !isSeries(series)) return new Set();
  return new Set(occurrenceDays(series).flatMap((day) => (series.overrides?.[day]?.images ? [occurrenceId(seriesId, day)] : [])));
}

/**
 * A grade renamed to a new slug takes its events along: each event's grade list moves, with a new version
 * (an open editor's save gets the stale-edit answer, not an unknown grade). An officer's rare write, so it
 * may read every month's summary to find the grade's events, a batch at a time.
 */
async function moveGradeEvents(from: string, to: string): Promise<void> {
  const store = eventsStore({ strong: true });
  await ensureSummaries(store);
  const summaries = await readRecords(store, await listKeys(store, SUMMARY_PREFIX), storedSummary, { strong: true });
  const ids = [
    ...new Set(summaries.flatMap((summary) => summary?.events ?? []).flatMap((event) => (namesGrade(event, from) ? [event.id] : []))),
  ];
  for (let start = 0; start < ids.length; start += WRITE_BATCH) {
    await Promise.all(ids.slice(start, start + WRITE_BATCH).map((id) => moveEventGrade(store, id, from, to)));
  }
}

/**
 * What a grade's new slug owes its events (docs/decisions/049): recorded before the grade is written, and
 * settled only once the new slug names a grade (a rename refused or stopped before its write moves nothing).
 */
export const gradeEventsJob = defineJob({
  kind: 'grade-events',
  payload: z.object({ from: z.string(), to: z.string() }),
  settle: async ({ from, to }) => {
    if (await findFormationBySlug('grade', to, { strong: true })) await moveGradeEvents(from, to);
    return 'done';
  },
});

/** A grade's rename (`write`) with its events' move owed first: the formation function's onRenamed. */
export const withGradeEventsMoved = <T>(from: string, to: string, write: () => Promise<T>): Promise<T> =>
  withJob(gradeEventsJob, { from, to }, write);

/** Whether an event names a grade: in its own grades, or in those one date of a series changed to. */
const namesGrade = (event: EventRecord, slug: string) =>
  event.grade_list.includes(slug) || Object.values(event.overrides ?? {}).some((override) => override.grade_list?.includes(slug));

const renameGrade = (grades: readonly string[], from: string, to: string) => [
  ...new Set(grades.map((slug) => (slug === from ? to : slug))),
];

async function moveEventGrade(store: BlobStore, id: string, from: string, to: string): Promise<void> {
  const moved = (overrides: Record<string, EventOverride>) =>
    Object.fromEntries(
      Object.entries(overrides).map(([day, override]) => [
        day,
        override.grade_list ? { ...override, grade_list: renameGrade(override.grade_list, from, to) } : override,
      ]),
    );
  const after = await patchRecord(store, eventKey(id), storedEvent, (event) =>
    namesGrade(event, from)
      ? {
          ...event,
          grade_list: renameGrade(event.grade_list, from, to),
          ...(event.overrides ? { overrides: moved(event.overrides) } : {}),
          version: event.version + 1,
        }
      : event,
  );
  // Synced also when the record had moved already: a run stopped before its sync left the summary behind.
  if (after) await syncMonths(store, recordMonths(after), id);
}
