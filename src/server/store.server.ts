/**
 * The one module that owns Netlify Blobs (DESIGN section 5): store names, key building from strict ids,
 * strong reads for admin paths, unique keys for new records and a version check for edits.
 */
import { randomUUID } from 'node:crypto';
import { getStore, type Store } from '@netlify/blobs';
import { MISSING_VERSION_MESSAGE } from '../shared/edit-version';
import { isSafeUserId } from '../shared/ids';
import { storeNamespace } from './env.server';
import { HttpError } from './http.server';

export const STORE_NAMES = [
  'users',
  'throttle',
  'formations',
  'events',
  'photos',
  'submissions',
  'pages',
  'mail',
  'jobs',
  'signups',
] as const;
export type StoreName = (typeof STORE_NAMES)[number];

/** The subset of a Netlify Blobs store this project uses; tests swap in an atomic in-memory one. */
export type BlobStore = Pick<Store, 'get' | 'getWithMetadata' | 'getMetadata' | 'set' | 'setJSON' | 'delete' | 'list'>;

export interface OpenOptions {
  /**
   * Listings take no per-call consistency in @netlify/blobs 11: only a store opened strong lists what was
   * written a moment ago. Admin paths, the throttle and deletes that list open their store this way.
   */
  strong?: boolean;
}

type StoreFactory = (name: string, options: Required<OpenOptions>) => BlobStore;
const netlifyStore: StoreFactory = (name, { strong }) => getStore({ name, consistency: strong ? 'strong' : 'eventual' });
let openBackend: StoreFactory = netlifyStore;

/** For unit tests only: back every store with the given factory. */
export function setStoreFactory(factory: StoreFactory | null): void {
  openBackend = factory ?? netlifyStore;
}

export function openStore(name: StoreName, options: OpenOptions = {}): BlobStore {
  const namespace = storeNamespace();
  return openBackend(namespace ? `${namespace}-${name}` : name, { strong: options.strong ?? false });
}

const MAX_KEY_BYTES = 600;

/**
 * Joins key segments, each of which must be a strict id (see src/shared/ids.ts). Raw client text such as
 * `../x`, `a?b`, `a#b` or `%2e%2e` is refused with a 400 before it can reach a URL.
 */
export function keyOf(...segments: string[]): string {
  for (const segment of segments) {
    if (!isSafeUserId(segment)) {
      throw new HttpError(400, 'INVALID_ID', 'That id is not valid: use letters, digits and dashes only.');
    }
  }
  const key = segments.join('/');
  if (new TextEncoder().encode(key).byteLength > MAX_KEY_BYTES) {
    throw new HttpError(400, 'INVALID_ID', 'That id is too long.');
  }
  return key;
}

/**
 * What a stored record is checked with as it is read: its zod schema (anything with zod's `parse`). A
 * record that does not fit is a fault (500) named in the log, never a value of the wrong shape.
 */
export interface RecordSchema<T> {
  parse(value: unknown): T;
}

/** A value read from the store, checked with its schema. */
export function parseStored<T>(schema: RecordSchema<T>, value: unknown, key: string): T {
  try {
    return schema.parse(value);
  } catch (error) {
    throw new Error(`The stored record '${key}' does not have the shape this code reads.`, { cause: error });
  }
}

/**
 * Reads records a few at a time, in the keys' order, skipping missing ones: a long list (an export, a feed)
 * must not open thousands of requests at once.
 */
export async function readRecords<T>(
  store: BlobStore,
  keys: readonly string[],
  schema: RecordSchema<T>,
  options: ReadOptions = {},
  parallel = 50,
): Promise<(T | null)[]> {
  const records: (T | null)[] = [];
  for (let start = 0; start < keys.length; start += parallel) {
    records.push(...(await Promise.all(keys.slice(start, start + parallel).map((key) => readRecord(store, key, schema, options)))));
  }
  return records;
}

/** The time a record id from newRecordId was made; null for ids of another shape (seeded, imported). */
export function recordIdTime(id: string): number | null {
  const stamp = /^([0-9a-z]{9})-/.exec(id)?.[1];
  const time = stamp ? parseInt(stamp, 36) : NaN;
  return Number.isFinite(time) ? time : null;
}

/** A new unique, time-ordered id: newest sorts last, and two records never share one. */
export function newRecordId(now: Date = new Date()): string {
  return `${now.getTime().toString(36).padStart(9, '0')}-${randomUUID()}`;
}

export interface ReadOptions {
  /** Admin paths read their own writes at once; public reads may be up to 60 s behind. */
  strong?: boolean;
}

/** Reads strongly when asked; otherwise with the consistency the store was opened with. */
export async function readRecord<T>(store: BlobStore, key: string, schema: RecordSchema<T>, options: ReadOptions = {}): Promise<T | null> {
  const value: unknown = await store.get(key, { type: 'json', consistency: options.strong ? 'strong' : undefined });
  return value === null || value === undefined ? null : parseStored(schema, value, key);
}

/** Writes a record under a key that must not exist yet; false when it already does. */
export async function createRecord(store: BlobStore, key: string, value: unknown): Promise<boolean> {
  const { modified } = await store.setJSON(key, value, { onlyIfNew: true });
  return modified;
}

/** Writes a record whatever was there (seeding, counters that tolerate a lost update). */
export async function putRecord(store: BlobStore, key: string, value: unknown): Promise<void> {
  await store.setJSON(key, value);
}

export interface Versioned {
  version: number;
}

export const STALE_EDIT_MESSAGE = 'Someone else changed this item since you opened it. Reload it, then make your change again.';

export const staleEdit = () => new HttpError(409, 'STALE_EDIT', STALE_EDIT_MESSAGE);

/** An edit names the version it was made on (DESIGN section 5): without one it is a 400, never an overwrite. */
export function requireVersion(version: number | undefined): number {
  if (version === undefined) throw new HttpError(400, 'MISSING_VERSION', MISSING_VERSION_MESSAGE);
  return version;
}

/**
 * A record with the etag a conditional write names (`onlyIfMatch`). Netlify answers one on every read, and
 * so does the local serving (scripts/local/blob-server-hooks.ts); a store that answers none is a fault, never a
 * write without its condition.
 */
export async function readWithEtag<T>(store: BlobStore, key: string, schema: RecordSchema<T>): Promise<{ data: T; etag: string } | null> {
  const entry = await store.getWithMetadata(key, { type: 'json', consistency: 'strong' });
  if (!entry) return null;
  if (!entry.etag) throw new Error(`The blob store answered no etag for '${key}': a conditional write is impossible.`);
  const data: unknown = entry.data;
  return { data: parseStored(schema, data, key), etag: entry.etag };
}

/** Writes a record only if it is still what was read (its etag); false when it changed meanwhile. */
export async function replaceRecord(store: BlobStore, key: string, etag: string, value: unknown): Promise<boolean> {
  const { modified } = await store.setJSON(key, value, { onlyIfMatch: etag });
  return modified;
}

/**
 * The one versioned write (DESIGN section 5): replaces a record only if it is still at the version the
 * editor loaded, and only if nobody wrote it between this read and this write. Of N concurrent edits of
 * one version exactly one succeeds; the others get 409. `change` gets the stored record and may refuse
 * with an HttpError (a rule that depends on the current state).
 */
export async function updateRecord<T extends Versioned>(
  store: BlobStore,
  key: string,
  schema: RecordSchema<T>,
  expectedVersion: number,
  change: Omit<T, 'version'> | ((current: T) => Omit<T, 'version'>),
): Promise<Omit<T, 'version'> & Versioned> {
  const current = await readWithEtag(store, key, schema);
  if (!current) throw new HttpError(404, 'NOT_FOUND', 'That item no longer exists.');
  if (current.data.version !== expectedVersion) throw staleEdit();
  const next = typeof change === 'function' ? change(current.data) : change;
  const saved = { ...next, version: expectedVersion + 1 };
  if (!(await replaceRecord(store, key, current.etag, saved))) throw staleEdit();
  return saved;
}

/** Every key under a prefix, following the store's pagination. */
export async function listKeys(store: BlobStore, prefix: string): Promise<string[]> {
  const { blobs } = await store.list({ prefix });
  return blobs.map((blob) => blob.key);
}

/**
 * Changes part of a record that is not an officer's edit (grade order, photo count and cover, a row's
 * status): read again right before the write and written only if unchanged meanwhile, a few tries.
 */
export async function patchRecord<T>(
  store: BlobStore,
  key: string,
  schema: RecordSchema<T>,
  patch: (current: T) => T,
  attempts = 5,
): Promise<T | null> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const current = await readWithEtag(store, key, schema);
    if (!current) return null;
    const next = patch(current.data);
    if (next === current.data) return next;
    if (await replaceRecord(store, key, current.etag, next)) return next;
  }
  throw new HttpError(409, 'BUSY', 'This item is being changed by someone else right now. Please try again.');
}
