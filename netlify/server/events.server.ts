/**
 * Events, one blob each at events/event/{id}, found through the month and grade index of
 * event-index.server.ts, so that a month, a grade's month and the home list each read one listing and the
 * events they show, however many years are stored (DESIGN section 5; docs/decisions/012).
 */
import type { EventRecord } from '../../src/domain/event';
import { EVENT_INPUT_MESSAGES } from '../../src/domain/event-messages';
import { addMonths, byStart, monthOf, overlapsRange, type DayRange } from '../../src/domain/event-range';
import type { EventInput } from '../../src/domain/event-schema';
import { slugify } from '../../src/domain/ids';
import { entriesInRange, indexKeysOf, lastMonthOf, monthPrefixes, rangePrefixes, SCHOOL_WIDE, type IndexEntry, type IndexScope } from './event-index.server';
import { findFormationBySlug } from './formations.server';
import { HttpError } from './http.server';
import { createRecord, keyOf, listKeys, newRecordId, openStore, patchRecord, putRecord, readRecord, STALE_EDIT_MESSAGE, updateRecord, type BlobStore, type ReadOptions } from './store.server';

const eventsStore = (options: ReadOptions = {}) => openStore('events', options);

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
  return readRecord<EventRecord>(eventsStore(options), eventKey(id), options);
}

/** The events of a range, or upcoming from its start when it has no end, sorted by start. */
export async function listEvents(query: EventListQuery, options: ReadOptions = {}): Promise<EventRecord[]> {
  const store = eventsStore(options);
  const entries = query.range.end ? await entriesOfRange(store, { ...query.range, end: query.range.end }, query.scope) : await upcomingEntries(store, query);
  const events = await Promise.all(entries.slice(0, query.limit).map((entry) => readRecord<EventRecord>(store, eventKey(entry.id), options)));
  // An index entry may outlive its event or its old dates (a save cut short): the record has the last word.
  return events.filter((event): event is EventRecord => event !== null && overlapsRange(event, query.range) && inScope(event, query.scope)).sort(byStart);
}

async function listAll(store: BlobStore, prefixes: string[]): Promise<string[]> {
  return (await Promise.all(prefixes.map((prefix) => listKeys(store, prefix)))).flat();
}

async function entriesOfRange(store: BlobStore, range: Required<DayRange>, scope: IndexScope): Promise<IndexEntry[]> {
  return entriesInRange(await listAll(store, rangePrefixes(scope, monthOf(range.start), lastMonthOf(range))), range);
}

/**
 * Walks forward a month at a time until the list is full. An event first listed under a later month starts
 * in that month, so once a month ends with enough entries no later one can come before them.
 */
async function upcomingEntries(store: BlobStore, { range, scope, limit }: EventListQuery): Promise<IndexEntry[]> {
  const keys: string[] = [];
  let entries: IndexEntry[] = [];
  for (let step = 0; step < UPCOMING_HORIZON_MONTHS && entries.length < limit; step += 1) {
    keys.push(...(await listAll(store, monthPrefixes(scope, addMonths(monthOf(range.start), step)))));
    entries = entriesInRange(keys, range);
  }
  return entries;
}

function inScope(event: EventRecord, scope: IndexScope): boolean {
  if (scope.kind === 'all') return true;
  return scope.grades.some((grade) => (grade === SCHOOL_WIDE ? event.grade_list.length === 0 : event.grade_list.includes(grade)));
}

/** The fields an editor sets; name and slug come from the title (not unique: the id is the key). */
function editedFields(input: EventInput): Omit<EventRecord, 'id' | 'images' | 'version' | 'updatedAt'> {
  const slug = slugify(input.title) || 'event';
  const { title, location, description, grade_list, startDt, endDt, event_links } = input;
  return { name: slug, slug, title, location, description, grade_list, startDt, endDt, event_links };
}

/** Every grade of an event must be a stored grade; the 400 names the first that is not. */
async function assertGradesExist(slugs: readonly string[]): Promise<void> {
  const found = await Promise.all(slugs.map((slug) => findFormationBySlug('grade', slug, { strong: true })));
  const unknown = slugs.find((_, index) => !found[index]);
  if (unknown) throw new HttpError(400, 'UNKNOWN_GRADE', EVENT_INPUT_MESSAGES.unknownGrade(unknown));
}

const putKeys = (store: BlobStore, keys: readonly string[]) => Promise.all(keys.map((key) => putRecord(store, key, {})));
const deleteKeys = (store: BlobStore, keys: readonly string[]) => Promise.all(keys.map((key) => store.delete(key)));

/** Writes an event and its index as they are (seeding, the bench); the API's checked writes are below. */
export async function putEvent(event: EventRecord): Promise<void> {
  const store = eventsStore();
  await putRecord(store, eventKey(event.id), event);
  await putKeys(store, indexKeysOf(event));
}

export async function createEvent(input: EventInput, now: Date = new Date()): Promise<EventRecord> {
  await assertGradesExist(input.grade_list);
  const event: EventRecord = { ...editedFields(input), id: newRecordId(now), images: [], version: 1, updatedAt: now.toISOString() };
  const store = eventsStore();
  // Index first: readers skip an entry whose event is missing, but could not find an event without entries.
  await putKeys(store, indexKeysOf(event));
  if (!(await createRecord(store, eventKey(event.id), event))) throw new Error(`Event id ${event.id} was reused.`);
  return event;
}

/**
 * An edit carries the version it was loaded from (409 when stale); a caller that sends none overwrites, as
 * for formations (docs/decisions/007). Moved dates or grades move the index entries: new ones first.
 */
export async function updateEvent(input: EventInput & { id: string }, now: Date = new Date()): Promise<EventRecord> {
  const store = eventsStore();
  const key = eventKey(input.id);
  const current = await readRecord<EventRecord>(store, key, { strong: true });
  if (!current) throw new HttpError(404, 'NOT_FOUND', 'That event no longer exists.');
  const version = input.version ?? current.version;
  if (version !== current.version) throw new HttpError(409, 'STALE_EDIT', STALE_EDIT_MESSAGE);
  await assertGradesExist(input.grade_list);
  // Images stay as the photo calls keep them.
  const next: Omit<EventRecord, 'version'> = { id: current.id, images: current.images, ...editedFields(input), updatedAt: now.toISOString() };
  const oldKeys = indexKeysOf(current);
  const newKeys = indexKeysOf({ ...next, version });
  const added = newKeys.filter((entry) => !oldKeys.includes(entry));
  await putKeys(store, added);
  let saved: EventRecord;
  try {
    saved = await updateRecord<EventRecord>(store, key, version, next);
  } catch (error) {
    await dropEntriesNotHeld(store, input.id, added);
    throw error;
  }
  await deleteKeys(store, oldKeys.filter((entry) => !newKeys.includes(entry)));
  return saved;
}

/** After a refused update: removes the entries it added, except those the stored event still needs. */
async function dropEntriesNotHeld(store: BlobStore, id: string, keys: readonly string[]): Promise<void> {
  const stored = await readRecord<EventRecord>(store, eventKey(id), { strong: true });
  const held = new Set(stored ? indexKeysOf(stored) : []);
  await deleteKeys(store, keys.filter((entry) => !held.has(entry)));
}

/** Deletes the event and its index entries; its photos are the caller's (photos.server). */
export async function deleteEvent(id: string): Promise<EventRecord> {
  const store = eventsStore();
  const current = await readRecord<EventRecord>(store, eventKey(id), { strong: true });
  if (!current) throw new HttpError(404, 'NOT_FOUND', 'That event no longer exists.');
  await store.delete(eventKey(id));
  await deleteKeys(store, indexKeysOf(current));
  return current;
}

/** Keeps an event's image list in step with its photos (the first is the cover); not an officer's edit. */
export async function setEventPhotos(id: string, urls: string[]): Promise<void> {
  await patchRecord<EventRecord>(eventsStore(), eventKey(id), (event) => ({ ...event, images: urls }));
}
