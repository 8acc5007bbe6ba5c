/**
 * The one module that owns Netlify Blobs (DESIGN section 5): store names, key building from strict ids,
 * strong reads for admin paths, unique keys for new records and a version check for edits.
 */
import { randomUUID } from 'node:crypto';
import { getStore, type Store } from '@netlify/blobs';
import { isSafeUserId } from '../../src/domain/ids';
import { storeNamespace } from './env.server';
import { HttpError } from './http.server';

export const STORE_NAMES = ['users', 'throttle', 'formations', 'events', 'photos', 'submissions', 'pages'] as const;
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
 * Joins key segments, each of which must be a strict id (see src/domain/ids.ts). Raw client text such as
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
 * Reads records a few at a time, in the keys' order, skipping missing ones: a long list (an export, a feed)
 * must not open thousands of requests at once.
 */
export async function readRecords<T>(store: BlobStore, keys: readonly string[], options: ReadOptions = {}, parallel = 50): Promise<(T | null)[]> {
  const records: (T | null)[] = [];
  for (let start = 0; start < keys.length; start += parallel) {
    records.push(...(await Promise.all(keys.slice(start, start + parallel).map((key) => readRecord<T>(store, key, options)))));
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
export async function readRecord<T>(store: BlobStore, key: string, options: ReadOptions = {}): Promise<T | null> {
  const value: unknown = await store.get(key, { type: 'json', consistency: options.strong ? 'strong' : undefined });
  return (value ?? null) as T | null;
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

export const STALE_EDIT_MESSAGE =
  'Someone else changed this item since you opened it. Reload it, then make your change again.';

/**
 * Replaces a versioned record only if it is still at the version the editor loaded (409 otherwise).
 * The etag condition makes it atomic where the store supports it; an empty etag is never a condition.
 */
export async function updateRecord<T extends Versioned>(
  store: BlobStore,
  key: string,
  expectedVersion: number,
  next: Omit<T, 'version'>,
): Promise<T> {
  const current = await store.getWithMetadata(key, { type: 'json', consistency: 'strong' });
  if (!current) throw new HttpError(404, 'NOT_FOUND', 'That item no longer exists.');
  const stored = current.data as T;
  if (stored.version !== expectedVersion) throw new HttpError(409, 'STALE_EDIT', STALE_EDIT_MESSAGE);
  const saved = { ...next, version: expectedVersion + 1 } as T;
  const { modified } = current.etag
    ? await store.setJSON(key, saved, { onlyIfMatch: current.etag })
    : await store.setJSON(key, saved);
  if (!modified) throw new HttpError(409, 'STALE_EDIT', STALE_EDIT_MESSAGE);
  return saved;
}

/** Every key under a prefix, following the store's pagination. */
export async function listKeys(store: BlobStore, prefix: string): Promise<string[]> {
  const { blobs } = await store.list({ prefix });
  return blobs.map((blob) => blob.key);
}

/**
 * A record with the etag a conditional write can name (`onlyIfMatch`). The local sandbox answers no etag
 * on reads, only in listings: then the listing's etag is taken before the record is read again, so a
 * change in between makes the condition fail rather than pass.
 */
export async function readWithEtag<T>(store: BlobStore, key: string): Promise<{ data: T; etag: string } | null> {
  const entry = await store.getWithMetadata(key, { type: 'json', consistency: 'strong' });
  if (!entry) return null;
  if (entry.etag) return { data: entry.data as T, etag: entry.etag };
  const { blobs } = await store.list({ prefix: key });
  const etag = blobs.find((blob) => blob.key === key)?.etag ?? '';
  const again = await store.getWithMetadata(key, { type: 'json', consistency: 'strong' });
  return again && { data: again.data as T, etag };
}

/**
 * Changes part of a record that is not an officer's edit (grade order, photo count and cover): it is read
 * again right before the write and, where the store gives an etag, written only if unchanged meanwhile.
 */
export async function patchRecord<T>(store: BlobStore, key: string, patch: (current: T) => T, attempts = 3): Promise<T | null> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const current = await store.getWithMetadata(key, { type: 'json', consistency: 'strong' });
    if (!current) return null;
    const next = patch(current.data as T);
    const { modified } = current.etag ? await store.setJSON(key, next, { onlyIfMatch: current.etag }) : await store.setJSON(key, next);
    if (modified) return next;
  }
  throw new HttpError(409, 'BUSY', 'This item is being changed by someone else right now. Please try again.');
}
