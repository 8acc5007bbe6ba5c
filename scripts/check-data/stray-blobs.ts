/**
 * Blobs no code of the site wrote (docs/decisions/047): in any store, a key that is not one the site makes
 * (store-keys.server.ts). Locally that is mostly the temporary file `.{random}` of a write that a killed
 * process left beside its blob, which the local server no longer lists (scripts/local/blob-listing.ts), so
 * check-data also looks for such files in the store's folder (temporary-files.ts).
 */
import { isSiteKey } from '../../src/server/store-keys.server';
import type { StoreName } from '../../src/server/store.server';
import type { Drift } from './drift';

/** The stray blobs among a store's keys, each named once, in key order. */
export function strayBlobDrift(store: StoreName, keys: readonly string[]): Drift[] {
  const stray = [...new Set(keys.filter((key) => !isSiteKey(key)))].sort();
  return stray.map((key) => ({ kind: 'stray-blob', store, key }));
}
