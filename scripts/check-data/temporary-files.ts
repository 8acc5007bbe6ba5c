/**
 * The temporary files of local writes cut short (docs/decisions/047). @netlify/blobs' local server writes a
 * blob as `.{random}` beside it, then renames it; a process killed in between leaves the file behind, and
 * the local server no longer lists it (scripts/local/blob-listing.ts). So check-data looks for them in the store's
 * folder, and names each by the key the server deletes it under (`outbox/2026-11/.wvqbcl5w9f`). A write
 * lasts milliseconds: a file younger than a minute may belong to one that `npm start` is making right now,
 * and is left alone. A test server's start also removes the folders that deleted blobs left empty
 * (docs/decisions/095).
 */
import { readdir, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { storeNamespace } from '../../src/server/env.server';
import type { StoreName } from '../../src/server/store.server';
import { isTemporaryName } from '../local/blob-listing';
import { projectRoot } from '../local/local-env';

/** Where @netlify/dev keeps the local blobs: a folder per site, then one per store. */
const ENTRIES = path.join(projectRoot, '.netlify', 'blobs-serve', 'entries');
/** Where it keeps each blob's metadata, in folders that mirror the blobs' own. */
const METADATA = path.join(projectRoot, '.netlify', 'blobs-serve', 'metadata');

/** The site id the running emulation serves blobs for (it says so in the context it gives @netlify/blobs). */
function localSiteId(): string {
  const context = process.env.NETLIFY_BLOBS_CONTEXT;
  if (!context) throw new Error('The local blob store is not running: look for temporary files only inside withLocalStore.');
  const { siteID } = JSON.parse(Buffer.from(context, 'base64').toString('utf8')) as { siteID?: string };
  if (!siteID) throw new Error('The local blob store names no site.');
  return siteID;
}

/** A store's folder: @netlify/blobs names a site's store `site:<name>`, the name as openStore makes it. */
function storeFolder(store: StoreName, under = ENTRIES): string {
  const namespace = storeNamespace();
  return path.join(under, localSiteId(), `site:${namespace ? `${namespace}-${store}` : store}`);
}

/** How old a temporary file must be to be a leftover rather than a write in progress. */
export const LEFTOVER_AGE_MS = 60 * 1000;

const modifiedAt = (file: string) =>
  stat(file).then(
    (info) => info.mtimeMs,
    () => null,
  );

/**
 * The keys of the leftover temporary files in a local store, in key order, each once (a temporary folder,
 * not what is in it).
 */
export async function temporaryBlobKeys(store: StoreName, now = Date.now(), leftoverAge = LEFTOVER_AGE_MS): Promise<string[]> {
  const folder = storeFolder(store);
  const entries = await readdir(folder, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const temporary = new Set(
    entries.flatMap((entry) => {
      const parts = entry.split(path.sep);
      const first = parts.findIndex(isTemporaryName);
      return first === -1 ? [] : [parts.slice(0, first + 1).join(path.sep)];
    }),
  );
  const leftovers: string[] = [];
  for (const entry of temporary) {
    const modified = await modifiedAt(path.join(folder, entry));
    if (modified !== null && modified <= now - leftoverAge) leftovers.push(entry.split(path.sep).join('/'));
  }
  return leftovers.sort();
}

/**
 * At the start of local serving (scripts/local/serve.ts): the server that made a write is the one that stopped, so a
 * temporary file a few seconds old is a leftover too. Removed before anything else reads the store.
 */
export async function removeLeftoverTemporaryFiles(
  stores: readonly StoreName[],
  deleteKey: (store: StoreName, key: string) => Promise<void>,
) {
  const START_LEFTOVER_AGE_MS = 5_000;
  let removed = 0;
  for (const store of stores) {
    for (const key of await temporaryBlobKeys(store, Date.now(), START_LEFTOVER_AGE_MS)) {
      await deleteKey(store, key);
      removed += 1;
    }
  }
  return removed;
}

/**
 * At the start of a test server (`--reset-data`), once its stores are emptied and before anything else reads or
 * writes them: the folders that deleted blobs left empty (the local server removes a blob's file, never its
 * folder). The throttles make a folder per client and a test run thousands of clients; the tests' stores kept
 * them all, run after run, and listings slowed with them (docs/decisions/095). Only while no write can run: a
 * write makes its folder, then writes into it. Returns how many folders went.
 */
export async function removeEmptyFolders(stores: readonly StoreName[]): Promise<number> {
  let removed = 0;
  for (const store of stores) for (const root of [ENTRIES, METADATA]) removed += await removeEmptyBelow(storeFolder(store, root));
  return removed;
}

/** Removes each folder below `folder` that holds no file, deepest first; the folder itself stays. */
async function removeEmptyBelow(folder: string): Promise<number> {
  const entries = await readdir(folder, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let removed = 0;
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    const below = path.join(folder, entry.name);
    removed += await removeEmptyBelow(below);
    // A folder that still holds something refuses (ENOTEMPTY) and stays.
    removed += await rmdir(below).then(
      () => 1,
      () => 0,
    );
  }
  return removed;
}
