/**
 * Backing up every store but the throttle's into one file, and making each store exactly as in a backup
 * (DESIGN section 5; docs/decisions/021). Stores are opened through openStore, so names and
 * HSA_STORE_NAMESPACE are the site's own, and the same code works on the local and the production stores.
 */
import { listKeys, openStore, type StoreName } from '../../src/server/store.server';
import { isSiteKey } from '../../src/server/store-keys.server';
import {
  BACKED_UP_STORES,
  BackupFileError,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  openBackup,
  writeBackup,
  type BackupEntry,
  type BackupHeader,
} from './backup-file';

/** Blob reads and writes in flight at once: enough to be quick, few enough for a small machine and the API's limits. */
const PARALLEL = 16;

interface StoreTally {
  blobs: number;
  bytes: number;
  /** Keys left out: not keys the site makes (docs/decisions/047), such as a temporary file of a write cut short. */
  skipped: string[];
}

export type BackupTally = Partial<Record<StoreName, StoreTally>>;

const emptyTally = (stores: readonly StoreName[]): BackupTally =>
  Object.fromEntries(stores.map((name) => [name, { blobs: 0, bytes: 0, skipped: [] }]));

function count(tally: BackupTally, entry: BackupEntry): void {
  const store = tally[entry.store];
  if (!store) return;
  store.blobs += 1;
  store.bytes += entry.data.byteLength;
}

/**
 * Every blob of a store in key order, bytes and metadata, a few reads at a time; a key the site never
 * makes is noted in the tally instead, so that the file restores whole.
 */
async function* blobsOf(name: StoreName, tally: BackupTally): AsyncGenerator<BackupEntry> {
  const store = openStore(name, { strong: true });
  const listed = (await listKeys(store, '')).sort();
  const keys = listed.filter(isSiteKey);
  tally[name]?.skipped.push(...listed.filter((key) => !isSiteKey(key)));
  for (let start = 0; start < keys.length; start += PARALLEL) {
    const batch = keys.slice(start, start + PARALLEL);
    const blobs = await Promise.all(batch.map((key) => store.getWithMetadata(key, { type: 'arrayBuffer', consistency: 'strong' })));
    for (const [index, blob] of blobs.entries()) {
      // A blob deleted since the listing is simply not in the backup.
      if (blob) yield { store: name, key: batch[index]!, metadata: blob.metadata, data: new Uint8Array(blob.data) };
    }
  }
}

export async function backUpStores(file: string, source: string, now = new Date()): Promise<BackupTally> {
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: now.toISOString(),
    source,
    stores: [...BACKED_UP_STORES],
  };
  const tally = emptyTally(header.stores);
  async function* everyBlob(): AsyncGenerator<BackupEntry> {
    for (const name of header.stores) {
      for await (const entry of blobsOf(name, tally)) {
        count(tally, entry);
        yield entry;
      }
    }
  }
  await writeBackup(file, header, everyBlob());
  return tally;
}

export interface CheckedBackup {
  file: string;
  header: BackupHeader;
  tally: BackupTally;
}

/**
 * Reads the whole file and checks every line, changing nothing: restore runs only on a file that passed.
 * Blobs whose key the site never makes are named in the tally; restore leaves them out.
 */
export async function checkBackup(file: string): Promise<CheckedBackup> {
  const skipped: Array<{ store: StoreName; key: string }> = [];
  const { header, entries } = await openBackup(file, (blob) => skipped.push(blob));
  const tally = emptyTally(header.stores);
  const seen = new Set<string>();
  for await (const entry of entries) {
    const id = `${entry.store}/${entry.key}`;
    if (seen.has(id)) throw new BackupFileError(`${file} holds the key ${entry.key} of store ${entry.store} twice.`);
    seen.add(id);
    count(tally, entry);
  }
  for (const { store, key } of skipped) tally[store]?.skipped.push(key);
  return { file, header, tally };
}

export type RestoreTally = Partial<Record<StoreName, { written: number; deleted: number }>>;

/**
 * Writes every blob of a checked backup, then deletes what the backup does not hold, store by store: an
 * interrupted restore has deleted nothing yet, and running it again finishes it.
 */
export async function restoreStores({ file }: CheckedBackup): Promise<RestoreTally> {
  const { header, entries } = await openBackup(file);
  const kept = new Map<StoreName, Set<string>>(header.stores.map((name) => [name, new Set()]));
  const write = (entry: BackupEntry) =>
    openStore(entry.store).set(entry.key, new Blob([new Uint8Array(entry.data)]), { metadata: entry.metadata });
  let batch: BackupEntry[] = [];
  for await (const entry of entries) {
    kept.get(entry.store)!.add(entry.key);
    batch.push(entry);
    if (batch.length === PARALLEL) {
      await Promise.all(batch.map(write));
      batch = [];
    }
  }
  await Promise.all(batch.map(write));

  const tally: RestoreTally = {};
  for (const [name, keys] of kept) {
    const store = openStore(name, { strong: true });
    const extra = (await listKeys(store, '')).filter((key) => !keys.has(key));
    for (let start = 0; start < extra.length; start += PARALLEL)
      await Promise.all(extra.slice(start, start + PARALLEL).map((key) => store.delete(key)));
    tally[name] = { written: keys.size, deleted: extra.length };
  }
  return tally;
}

const sizeOf = (bytes: number) => (bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** Skipped keys named per store at most; the count says how many more. */
const SKIPPED_SHOWN = 10;

/** The tally as a person reads it, a line a store, then the total, then what was left out. */
export function describeTally(tally: BackupTally): string[] {
  const stores = Object.entries(tally);
  const total = stores.reduce((sum, [, store]) => ({ blobs: sum.blobs + store.blobs, bytes: sum.bytes + store.bytes }), {
    blobs: 0,
    bytes: 0,
  });
  const skipped = stores.filter(([, store]) => store.skipped.length);
  const skippedCount = skipped.reduce((sum, [, store]) => sum + store.skipped.length, 0);
  return [
    ...stores.map(([name, store]) => `  ${name.padEnd(12)} ${String(store.blobs).padStart(7)} blobs ${sizeOf(store.bytes).padStart(10)}`),
    `  ${'in all'.padEnd(12)} ${String(total.blobs).padStart(7)} blobs ${sizeOf(total.bytes).padStart(10)}`,
    ...(skippedCount
      ? [
          `Skipped ${skippedCount} ${skippedCount === 1 ? 'blob' : 'blobs'} whose key the site never makes (a temporary file of a write cut short, or one put there by hand):`,
          ...skipped.map(([name, store]) => `  ${name}: ${describeKeys(store.skipped)}`),
        ]
      : []),
  ];
}

function describeKeys(keys: readonly string[]): string {
  const more = keys.length - SKIPPED_SHOWN;
  return `${keys.length} (${keys.slice(0, SKIPPED_SHOWN).join(', ')}${more > 0 ? ` and ${more} more` : ''})`;
}
