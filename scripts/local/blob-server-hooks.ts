/**
 * Makes the local blob store behave as Netlify's does for conditional writes (DESIGN section 5;
 * docs/decisions/023). As shipped, @netlify/blobs' local server checks `onlyIfNew` / `onlyIfMatch` and
 * then writes, with awaits in between, so ten parallel edits of one version could all pass; its etag is
 * a hash of the file's modification time (two writes in one millisecond share it), and a read answers no
 * etag at all. The hooks wrap `BlobsServer.prototype` of the copy the emulation loads (the internals they
 * rely on: internals.ts and scripts/local/README.md):
 *   - every read, write and delete of one key runs alone (a queue per file), so a condition and its write
 *     are one step;
 *   - the etag is the SHA-256 of the blob's bytes, answered on reads (GET, HEAD) as on Netlify;
 *   - a read of a blob whose files (data and metadata) are unchanged since the last read is answered from
 *     memory: two stats instead of opening and streaming both files, which was most of an API read's time
 *     (docs/decisions/041). A write through this server drops the copy; one by another process (a CLI
 *     script's own emulation) changes the files' identity, which the stats see;
 *   - a listing shows every blob whose write completed before it began and never a temporary file of a
 *     write (scripts/local/blob-listing.ts, docs/decisions/047): the throttle counts on it.
 * Used by `npm start`, the tests, the CLI scripts and `npm run dev` (astro.config.mjs).
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { throughGate, walkBlobs, type WalkOptions } from './blob-listing';
import { checkInternals, loadPlace } from './internals';

interface LocalPaths {
  dataPath?: string;
  key?: string;
  metadataPath?: string;
  /** The store's folder. */
  rootPath?: string;
}
type Handler = (req: Request) => Promise<Response>;
interface BlobsServerClass {
  generateETag: (filePath: string) => Promise<string>;
  walk: (options: WalkOptions) => Promise<void>;
  prototype: {
    address: string;
    getLocalPaths: (url: URL | undefined) => LocalPaths;
    parseAPIRequest: (req: Request) => { url: URL } | null;
    get: Handler;
    head: Handler;
    put: Handler;
    delete: Handler;
  };
}

/** A file's identity: while it is unchanged, so are its bytes (every write replaces the file by a rename). */
const identityOf = (info: { ino: bigint; mtimeNs: bigint; size: bigint }) => `${info.ino}:${info.mtimeNs}:${info.size}`;

/** Etags by file, valid while the file's identity (inode, modification time, size) is unchanged. */
const etags = new Map<string, { identity: string; etag: string }>();

async function contentETag(filePath: string): Promise<string> {
  try {
    const identity = identityOf(await stat(filePath, { bigint: true }));
    const known = etags.get(filePath);
    if (known?.identity === identity) return known.etag;
    const etag = `"${createHash('sha256')
      .update(await readFile(filePath))
      .digest('hex')}"`;
    etags.set(filePath, { identity, etag });
    return etag;
  } catch {
    return '';
  }
}

/** One queue per blob file: each operation starts when the one before it on that file has ended. */
const queues = new Map<string, Promise<unknown>>();

function alone<T>(filePath: string, task: () => Promise<T>): Promise<T> {
  const previous = queues.get(filePath) ?? Promise.resolve();
  const run = previous.then(task, task);
  const settled = run.catch(() => undefined);
  queues.set(filePath, settled);
  void settled.then(() => {
    if (queues.get(filePath) === settled) queues.delete(filePath);
  });
  return run;
}

async function withETag(response: Response, filePath: string): Promise<Response> {
  if (response.status !== 200) return response;
  const headers = new Headers(response.headers);
  headers.set('etag', await contentETag(filePath));
  return new Response(response.body, { status: 200, headers });
}

async function identityOrNull(filePath: string): Promise<string | null> {
  try {
    return identityOf(await stat(filePath, { bigint: true }));
  } catch {
    return null;
  }
}

interface CachedRead {
  identity: string;
  body: Uint8Array;
  headers: [string, string][];
}

/** Answers of blob reads kept while their files (data and metadata) are unchanged; the oldest go first. */
const cachedReads = new Map<string, CachedRead>();
const CACHE_LIMIT_BYTES = 64 * 1024 * 1024;
let cachedBytes = 0;

function remember(file: string, entry: CachedRead): void {
  forget(file);
  cachedReads.set(file, entry);
  cachedBytes += entry.body.byteLength;
  for (const [oldest, { body }] of cachedReads) {
    if (cachedBytes <= CACHE_LIMIT_BYTES) break;
    cachedReads.delete(oldest);
    cachedBytes -= body.byteLength;
  }
}

function forget(file: string): void {
  const known = cachedReads.get(file);
  if (!known) return;
  cachedReads.delete(file);
  cachedBytes -= known.body.byteLength;
}

let installed = false;

/**
 * Wraps the blob server of the copy of @netlify/blobs that @netlify/dev imports (internals.ts 'blobs-server').
 * Its internals are checked first: with one missing, a loud warning, and the store works as shipped.
 */
export async function installBlobServerHooks(): Promise<void> {
  if (installed) return;
  installed = true;
  if (!(await checkInternals('blob-server'))) return;
  const { BlobsServer } = (await loadPlace('blobs-server')) as { BlobsServer: BlobsServerClass };
  const proto = BlobsServer.prototype;
  const original = { get: proto.get, head: proto.head, put: proto.put, delete: proto.delete };
  // Listings and the server's own put answer use this too, so every etag is the content's.
  BlobsServer.generateETag = contentETag;
  BlobsServer.walk = (options) => walkBlobs(options, contentETag);

  /** The blob file a request names, or undefined for store-level calls (listings, delete-all, signed URLs). */
  function blobFile(server: BlobsServerClass['prototype'], req: Request): string | undefined {
    const api = server.parseAPIRequest(req);
    if (api) return undefined;
    const { dataPath, key } = server.getLocalPaths(new URL(req.url ?? '', server.address));
    return key ? dataPath : undefined;
  }

  /** The folder of the store a request names, as the server resolves it (an API-style URL included). */
  function storeFolder(server: BlobsServerClass['prototype'], req: Request): LocalPaths {
    return server.getLocalPaths(server.parseAPIRequest(req)?.url ?? new URL(req.url ?? '', server.address));
  }

  const reading = (handler: Handler): Handler =>
    function (this: BlobsServerClass['prototype'], req) {
      const file = blobFile(this, req);
      if (!file) return handler.call(this, req);
      return alone(file, async () => withETag(await handler.call(this, req), file));
    };
  const writing = (handler: Handler): Handler =>
    function (this: BlobsServerClass['prototype'], req) {
      const file = blobFile(this, req);
      if (!file) return handler.call(this, req);
      const store = storeFolder(this, req).rootPath ?? file;
      return alone(file, () =>
        throughGate(store, 'write', () => {
          etags.delete(file);
          forget(file);
          return handler.call(this, req);
        }),
      );
    };

  /**
   * A blob read answered from memory while its data and metadata files are unchanged (two stats instead
   * of reading both files), as Netlify's edge answers repeated reads from its cache.
   */
  const cachedGet: Handler = function (this: BlobsServerClass['prototype'], req) {
    const file = blobFile(this, req);
    if (!file) return listing.call(this, req);
    const { metadataPath = '' } = this.getLocalPaths(new URL(req.url ?? '', this.address));
    return alone(file, async () => {
      const [data, metadata] = await Promise.all([identityOrNull(file), identityOrNull(metadataPath)]);
      const identity = `${data}|${metadata}`;
      const known = cachedReads.get(file);
      if (data && known?.identity === identity) return new Response(known.body.slice(), { headers: known.headers });
      const response = await withETag(await original.get.call(this, req), file);
      if (response.status !== 200 || !data) return response;
      const body = new Uint8Array(await response.arrayBuffer());
      const headers = [...response.headers];
      // Unchanged while read: what was read is what the identity names.
      if ((await identityOrNull(file)) === data) remember(file, { identity, body, headers });
      return new Response(body.slice(), { headers });
    });
  };

  /** A listing of a store's blobs waits for the writes in flight there, and holds new ones until it has walked. */
  const listing: Handler = function (this: BlobsServerClass['prototype'], req) {
    const { dataPath, key, rootPath } = storeFolder(this, req);
    if (!rootPath || !dataPath || key) return original.get.call(this, req);
    return throughGate(rootPath, 'list', () => original.get.call(this, req));
  };

  proto.get = cachedGet;
  proto.head = reading(original.head);
  proto.put = writing(original.put);
  proto.delete = writing(original.delete);
}
