/**
 * Listings of the local blob store that show what Netlify's strong listings show (docs/decisions/047):
 * every blob whose write completed before the listing began, and nothing else. @netlify/blobs' local
 * server writes a blob as a temporary file `.{random}` beside it and renames it, and lists by walking the
 * folder with readdir and stat. Three things went wrong with that:
 *   - a temporary file was listed as a blob (one left behind by a process killed mid-write stays listed);
 *   - a temporary file renamed between readdir and stat made the walk fail with ENOENT, which the server
 *     answers with the blobs found so far: a listing cut short, without any error;
 *   - a readdir on Linux that races a rename in the same folder may return neither name.
 * So a store's listings and writes never overlap (a gate per store folder, below), and the walk skips
 * temporary files and entries that vanish under it.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** A name the local server gives a write in progress: never a blob the site made (keys never start with '.'). */
export const isTemporaryName = (name: string) => name.startsWith('.');

type Side = 'write' | 'list';

/**
 * Writes run together, listings run together, never one of each: a listing waits for the writes in flight
 * and holds new ones until it has walked, so it sees every write that completed before it began. Waiters
 * are admitted in order of arrival, so a stream of writes never starves a listing, nor the reverse.
 */
class StoreGate {
  private side: Side | null = null;
  private active = 0;
  private readonly waiting: Array<{ side: Side; admit: () => void }> = [];

  async run<T>(side: Side, task: () => Promise<T>): Promise<T> {
    await this.enter(side);
    try {
      return await task();
    } finally {
      this.leave();
    }
  }

  get idle(): boolean {
    return this.active === 0 && this.waiting.length === 0;
  }

  private enter(side: Side): Promise<void> {
    if (this.waiting.length === 0 && (this.active === 0 || this.side === side)) {
      this.side = side;
      this.active += 1;
      return Promise.resolve();
    }
    return new Promise((admit) => this.waiting.push({ side, admit }));
  }

  private leave(): void {
    this.active -= 1;
    if (this.active > 0) return;
    this.side = this.waiting[0]?.side ?? null;
    while (this.waiting[0] && this.waiting[0].side === this.side) {
      this.active += 1;
      this.waiting.shift()!.admit();
    }
  }
}

const gates = new Map<string, StoreGate>();

/** Runs a write or a listing of the store kept in `storeFolder` through that store's gate. */
export async function throughGate<T>(storeFolder: string, side: Side, task: () => Promise<T>): Promise<T> {
  let gate = gates.get(storeFolder);
  if (!gate) gates.set(storeFolder, (gate = new StoreGate()));
  try {
    return await gate.run(side, task);
  } finally {
    if (gate.idle) gates.delete(storeFolder);
  }
}

interface ListedBlob {
  etag: string;
  key: string;
  last_modified: string;
  size: number;
}

export interface WalkOptions {
  directories: boolean;
  path: string;
  prefix: string;
  rootPath: string;
  result: { blobs?: ListedBlob[]; directories?: string[] };
}

/**
 * BlobsServer.walk as @netlify/blobs 10.7 has it (prefix matching, `directories`), but skipping temporary
 * files and entries that vanish between readdir and stat (a blob deleted meanwhile by another process,
 * such as a CLI script's own emulation, which no gate of this process holds back).
 */
export async function walkBlobs(options: WalkOptions, etagOf: (file: string) => Promise<string>): Promise<void> {
  const { directories, prefix, result, rootPath } = options;
  for (const entry of await readdir(options.path)) {
    if (isTemporaryName(entry)) continue;
    const entryPath = path.join(options.path, entry);
    const key = path.relative(rootPath, entryPath).split(path.sep).join('/');
    // Neither under the prefix nor a folder on the way to it: passed over by its name, before any stat, so
    // that a listing of one folder costs the same however many folders lie beside it.
    if (!prefix.startsWith(key.slice(0, prefix.length))) continue;
    const info = await stat(entryPath).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!info) continue;
    if (!info.isDirectory()) {
      // A file on the way to the prefix (key 'a' for prefix 'a/') is not under it, as on Netlify.
      if (!key.startsWith(prefix)) continue;
      // An empty etag means the file went before it could be read: it is no longer a blob.
      const etag = await etagOf(entryPath);
      if (etag) result.blobs?.push({ etag, key, last_modified: info.mtime.toISOString(), size: info.size });
      continue;
    }
    if (directories && key.startsWith(prefix)) {
      result.directories?.push(key);
      continue;
    }
    await walkBlobs({ ...options, path: entryPath }, etagOf).catch((error: NodeJS.ErrnoException) => {
      // A folder emptied and removed meanwhile holds nothing to list.
      if (error.code !== 'ENOENT') throw error;
    });
  }
}
