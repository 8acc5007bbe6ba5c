/**
 * Events, one blob each at events/event/{id}, found through the month and grade index of
 * event-index.server.ts, so that a month, a grade's month and the home list each read one listing and the
 * events they show, however many years are stored (DESIGN section 5; docs/decisions/012).
 */
import type { EventRecord } from './event';
import { EVENT_INPUT_MESSAGES } from './event-messages';
import { addMonths, byStart, monthOf, overlapsRange, type DayRange } from './event-range';
import type { EventInput } from './event-schema';
import { slugify } from '../../shared/ids';
import { newEventId } from './event-id.server';
import {
  entriesInRange,
  indexKeysOf,
  inScope,
  lastMonthOf,
  monthPrefixes,
  parseIndexKey,
  rangePrefixes,
  type IndexEntry,
  type IndexScope,
} from './event-index.server';
import { findFormationBySlug, storedLinks } from '../formations/index.server';
import { z } from '../../shared/zod';
import { HttpError } from '../../../netlify/server/http.server';
import {
  createRecord,
  keyOf,
  listKeys,
  openStore,
  patchRecord,
  putRecord,
  readRecord,
  readRecords,
  recordIdTime,
  requireVersion,
  staleEdit,
  updateRecord,
  type BlobStore,
  type ReadOptions,
} from '../../../netlify/server/store.server';

const eventsStore = (options: ReadOptions = {}) => openStore('events', options);

/** An event record as read back from the store; fields this code does not know are kept. */
export const storedEvent: z.ZodType<EventRecord> = z.looseObject({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  slug: z.string(),
  location: z.string(),
  description: z.string(),
  grade_list: z.array(z.string()),
  startDt: z.string(),
  endDt: z.string(),
  event_links: storedLinks,
  images: z.array(z.string()),
  version: z.number(),
  updatedAt: z.string(),
});

export const eventKey = (id: string) => keyOf('event', id);

/** An upcoming list (no end date) looks this many months ahead at most. */
export const UPCOMING_HORIZON_MONTHS = 24;

export interface EventListQuery {
  range: DayRange;
  scope: IndexScope;
  /** At most this many events, the earliest first. */
  limit: number;
}

export async function findEvent(id: string, options: ReadOptions = {}): Promise<EventRecord | null> {
  return readRecord(eventsStore(options), eventKey(id), storedEvent, options);
}

/**
 * An index entry whose event is missing this long after the event's id was made is left over from a delete
 * cut short, not a create under way (createEvent writes the entries a moment before the record). Entries
 * an update left behind stay: they cannot be told from the new entries of an update under way, and the
 * record has the last word over them anyway.
 */
export const DEAD_ENTRY_AGE_MS = 60 * 60 * 1000;
const READ_BATCH = 50;

/** The events of a range, or upcoming from its start when it has no end, sorted by start. */
export async function listEvents(query: EventListQuery, options: ReadOptions = {}): Promise<EventRecord[]> {
  const store = eventsStore(options);
  const { entries, keys } = query.range.end
    ? await entriesOfRange(store, { ...query.range, end: query.range.end }, query.scope)
    : await upcomingEntries(store, query);
  const found: EventRecord[] = [];
  const missing: string[] = [];
  // Reads in the entries' order until `limit` events hold, passing over entries whose event is gone or moved.
  for (let next = 0; next < entries.length && found.length < query.limit;) {
    const batch = entries.slice(next, next + Math.min(query.limit - found.length, READ_BATCH));
    next += batch.length;
    const events = await readRecords(
      store,
      batch.map((entry) => eventKey(entry.id)),
      storedEvent,
      options,
    );
    batch.forEach((entry, index) => {
      const event = events[index];
      if (!event) missing.push(entry.id);
      else if (isEntryOf(event, entry) && overlapsRange(event, query.range) && inScope(event, query.scope)) found.push(event);
    });
  }
  if (missing.length) await dropDeadEntries(store, keys, missing);
  return found.sort(byStart);
}

/** Deletes the listed entries of events that are gone for good (old enough, and missing on a strong read). */
async function dropDeadEntries(store: BlobStore, keys: readonly string[], ids: readonly string[], now = Date.now()): Promise<void> {
  const ages = await Promise.all(ids.map((id) => entryAge(store, id, keys, now)));
  const old = ids.filter((_, index) => (ages[index] ?? 0) > DEAD_ENTRY_AGE_MS);
  if (!old.length) return;
  const events = await readRecords(eventsStore({ strong: true }), old.map(eventKey), storedEvent, { strong: true });
  const dead = new Set(old.filter((_, index) => !events[index]));
  const deadKeys = keys.filter((key) => dead.has(parseIndexKey(key)?.id ?? ''));
  if (deadKeys.length) await deleteKeys(store, deadKeys);
}

/** Ids of the older, time-ordered form (newRecordId) tell when they were made; readable ids do not. */
const TIME_ORDERED_ID = /^[0-9a-z]{9}-[0-9a-f]{8}-[0-9a-f]{4}-/;

/**
 * How long ago an event's entries were written: from its id when the id tells, otherwise from the time an
 * entry carries (entries without one, such as seeded ones, count as new and are kept).
 */
async function entryAge(store: BlobStore, id: string, keys: readonly string[], now: number): Promise<number> {
  const idTime = TIME_ORDERED_ID.test(id) ? recordIdTime(id) : null;
  if (idTime !== null) return now - idTime;
  const key = keys.find((candidate) => parseIndexKey(candidate)?.id === id);
  const entry: unknown = key ? await store.get(key, { type: 'json', consistency: 'strong' }) : null;
  const at = typeof entry === 'object' && entry !== null && 'at' in entry && typeof entry.at === 'number' ? entry.at : null;
  return at === null ? 0 : now - at;
}

async function listAll(store: BlobStore, prefixes: string[]): Promise<string[]> {
  return (await Promise.all(prefixes.map((prefix) => listKeys(store, prefix)))).flat();
}

interface ListedEntries {
  entries: IndexEntry[];
  /** The index keys listed, to drop dead ones. */
  keys: string[];
}

async function entriesOfRange(store: BlobStore, range: Required<DayRange>, scope: IndexScope): Promise<ListedEntries> {
  const keys = await listAll(store, rangePrefixes(scope, monthOf(range.start), lastMonthOf(range)));
  return { entries: entriesInRange(keys, range), keys };
}

/**
 * Walks forward a month at a time until the list is full. An event first listed under a later month starts
 * in that month, so once a month ends with enough entries no later one can come before them.
 */
async function upcomingEntries(store: BlobStore, { range, scope, limit }: EventListQuery): Promise<ListedEntries> {
  const keys: string[] = [];
  let entries: IndexEntry[] = [];
  for (let step = 0; step < UPCOMING_HORIZON_MONTHS && entries.length < limit; step += 1) {
    keys.push(...(await listAll(store, monthPrefixes(scope, addMonths(monthOf(range.start), step)))));
    entries = entriesInRange(keys, range);
  }
  return { entries, keys };
}

/** An entry an update left behind names old dates; the moved event is listed under its new ones. */
const isEntryOf = (event: EventRecord, entry: IndexEntry) => event.startDt === entry.startDt && event.endDt === entry.endDt;

/** The fields an editor sets; name and slug come from the title (not unique: the id is the key). */
function editedFields(input: EventInput): Omit<EventRecord, 'id' | 'images' | 'version' | 'updatedAt'> {
  const slug = slugify(input.title) || 'event';
  const { title, location, description, grade_list, startDt, endDt, event_links } = input;
  return { name: slug, slug, title, location, description, grade_list, startDt, endDt, event_links };
}

/**
 * Every grade of an event must be a stored grade; the 400 names the first that is not. Grades the event
 * already had pass, so that an event of a deleted grade can still be edited.
 */
async function assertGradesExist(slugs: readonly string[], kept: readonly string[] = []): Promise<void> {
  const checked = slugs.filter((slug) => !kept.includes(slug));
  const found = await Promise.all(checked.map((slug) => findFormationBySlug('grade', slug, { strong: true })));
  const unknown = checked.find((_, index) => !found[index]);
  if (unknown) throw new HttpError(400, 'UNKNOWN_GRADE', EVENT_INPUT_MESSAGES.unknownGrade(unknown));
}

/** Index entries carry the time they were written: an entry left behind by a delete cut short ages out. */
const putKeys = (store: BlobStore, keys: readonly string[], at = Date.now()) =>
  Promise.all(keys.map((key) => putRecord(store, key, { at })));
const deleteKeys = (store: BlobStore, keys: readonly string[]) => Promise.all(keys.map((key) => store.delete(key)));

/** Writes an event and its index as they are (seeding, the bench); the API's checked writes are below. */
export async function putEvent(event: EventRecord): Promise<void> {
  const store = eventsStore();
  await putRecord(store, eventKey(event.id), event);
  await putKeys(store, indexKeysOf(event));
}

/** How many fresh ids a create tries before it gives up (each collision is one chance in 1.7 million). */
const ID_ATTEMPTS = 5;

export async function createEvent(input: EventInput, now: Date = new Date()): Promise<EventRecord> {
  await assertGradesExist(input.grade_list);
  const store = eventsStore();
  for (let attempt = 0; attempt < ID_ATTEMPTS; attempt += 1) {
    const id = newEventId(input.title);
    if (await readRecord(store, eventKey(id), storedEvent, { strong: true })) continue;
    const event: EventRecord = { ...editedFields(input), id, images: [], version: 1, updatedAt: now.toISOString() };
    // Index first: readers skip an entry whose event is missing, but could not find an event without entries.
    await putKeys(store, indexKeysOf(event), now.getTime());
    if (await createRecord(store, eventKey(id), event)) return event;
    // Another create took the same id a moment ago: away with the entries that event does not hold.
    await dropEntriesNotHeld(store, id, indexKeysOf(event));
  }
  throw new Error(`No free event id for '${slugify(input.title)}' after ${ID_ATTEMPTS} tries.`);
}

/**
 * An edit carries the version it was loaded from (400 without one, 409 when stale). Moved dates or grades
 * move the index entries: new ones first, so that a stored event is always listed where it belongs.
 */
export async function updateEvent(input: EventInput & { id: string }, now: Date = new Date()): Promise<EventRecord> {
  const version = requireVersion(input.version);
  const store = eventsStore();
  const key = eventKey(input.id);
  const current = await readRecord(store, key, storedEvent, { strong: true });
  if (!current) throw new HttpError(404, 'NOT_FOUND', 'That event no longer exists.');
  if (version !== current.version) throw staleEdit();
  await assertGradesExist(input.grade_list, current.grade_list);
  const edited = editedFields(input);
  const oldKeys = indexKeysOf(current);
  const newKeys = indexKeysOf({ ...current, ...edited });
  const added = newKeys.filter((entry) => !oldKeys.includes(entry));
  await putKeys(store, added, now.getTime());
  let saved: EventRecord;
  try {
    // Images stay as the photo calls keep them.
    saved = await updateRecord(store, key, storedEvent, version, (stored) => ({ ...stored, ...edited, updatedAt: now.toISOString() }));
  } catch (error) {
    await dropEntriesNotHeld(store, input.id, added);
    throw error;
  }
  // A concurrent writer's cleanup may have taken an entry this version needs since it was put: put them all,
  // then away with whatever the stored event (this version or a later one) does not hold.
  await putKeys(store, newKeys, now.getTime());
  await dropEntriesNotHeld(store, input.id, [...new Set([...oldKeys, ...newKeys])]);
  return saved;
}

/**
 * Removes entries the stored event does not hold. The event may be written again between that read and the
 * deletes, by a writer that had already put its entries: so the event is read once more, and whatever it
 * holds of them is put back. With every writer putting all its entries after its write, a stored event
 * keeps every entry it needs, whatever the interleaving (tests/unit/event-store.test.ts).
 */
async function dropEntriesNotHeld(store: BlobStore, id: string, keys: readonly string[]): Promise<void> {
  if (!keys.length) return;
  const heldBy = async () => {
    const stored = await readRecord(store, eventKey(id), storedEvent, { strong: true });
    return new Set(stored ? indexKeysOf(stored) : []);
  };
  const held = await heldBy();
  const dropped = keys.filter((entry) => !held.has(entry));
  if (!dropped.length) return;
  await deleteKeys(store, dropped);
  const heldNow = await heldBy();
  await putKeys(
    store,
    dropped.filter((entry) => heldNow.has(entry)),
  );
}

/** Deletes the event and its index entries; its photos are the caller's (photos.server). */
export async function deleteEvent(id: string): Promise<EventRecord> {
  const store = eventsStore();
  const current = await readRecord(store, eventKey(id), storedEvent, { strong: true });
  if (!current) throw new HttpError(404, 'NOT_FOUND', 'That event no longer exists.');
  await store.delete(eventKey(id));
  await deleteKeys(store, indexKeysOf(current));
  return current;
}

/** Keeps an event's image list in step with its photos (the first is the cover); not an officer's edit. */
export async function setEventPhotos(id: string, urls: string[]): Promise<void> {
  await patchRecord(eventsStore(), eventKey(id), storedEvent, (event) => ({ ...event, images: urls }));
}

/**
 * A grade renamed to a new slug takes its events along: each event's grade list and grade entries move.
 * An officer's rare write, so it may read every event of the grade, a batch at a time.
 */
export async function moveGradeEvents(from: string, to: string): Promise<void> {
  const store = eventsStore({ strong: true });
  const ids = [
    ...new Set((await listKeys(store, `${keyOf('grade', from)}/`)).map((key) => parseIndexKey(key)?.id).filter((id): id is string => !!id)),
  ];
  for (let start = 0; start < ids.length; start += READ_BATCH) {
    await Promise.all(ids.slice(start, start + READ_BATCH).map((id) => moveEventGrade(store, id, from, to)));
  }
}

const renameGrade = (grades: readonly string[], from: string, to: string) => [
  ...new Set(grades.map((slug) => (slug === from ? to : slug))),
];

async function moveEventGrade(store: BlobStore, id: string, from: string, to: string): Promise<void> {
  const before = await readRecord(store, eventKey(id), storedEvent, { strong: true });
  if (!before?.grade_list.includes(from)) return;
  // As in updateEvent: new entries first; then the record (a new version: an open editor's save gets the
  // stale-edit answer, not an unknown grade); then all its entries again, and away with those it left.
  const written = indexKeysOf({ ...before, grade_list: renameGrade(before.grade_list, from, to) });
  await putKeys(store, written);
  const after = await patchRecord(store, eventKey(id), storedEvent, (event) => ({
    ...event,
    grade_list: renameGrade(event.grade_list, from, to),
    version: event.version + 1,
  }));
  const held = after ? indexKeysOf(after) : [];
  await putKeys(store, held);
  await dropEntriesNotHeld(store, id, [...new Set([...indexKeysOf(before), ...written, ...held])]);
}
