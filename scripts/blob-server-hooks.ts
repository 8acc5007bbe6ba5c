/**
 * Makes the local blob store behave as Netlify's does for conditional writes (DESIGN section 5;
 * docs/decisions/023). As shipped, @netlify/blobs' local server checks `onlyIfNew` / `onlyIfMatch` and
 * then writes, with awaits in between, so ten parallel edits of one version could all pass; its etag is
 * a hash of the file's modification time (two writes in one millisecond share it), and a read answers no
 * etag at all. The hooks wrap `BlobsServer.prototype` of the copy the emulation loads:
 *   - every read, write and delete of one key runs alone (a queue per file), so a condition and its write
 *     are one step;
 *   - the etag is the SHA-256 of the blob's bytes, answered on reads (GET, HEAD) as on Netlify.
 * Used by `npm start`, the tests, the CLI scripts and `npm run dev` (astro.config.mjs).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface LocalPaths {
  dataPath?: string;
  key?: string;
}
type Handler = (req: Request) => Promise<Response>;
interface BlobsServerClass {
  generateETag: (filePath: string) => Promise<string>;
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

/** The `@netlify/blobs/server` that @netlify/dev imports (it keeps its own copy of @netlify/blobs). */
function blobsServerModuleURL(): string {
  const devDir = path.dirname(new URL(import.meta.resolve('@netlify/dev')).pathname);
  for (let dir = devDir; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', '@netlify', 'blobs', 'package.json');
    try {
      const manifest = JSON.parse(readFileSync(candidate, 'utf8')) as { exports: Record<string, { import: { default: string } }> };
      return pathToFileURL(path.join(path.dirname(candidate), manifest.exports['./server']!.import.default)).href;
    } catch {
      // Not in this folder: look one level up, as Node's resolution does.
    }
  }
  throw new Error('@netlify/blobs/server was not found next to @netlify/dev.');
}

/** Etags by file, valid while the file's identity (inode, modification time, size) is unchanged. */
const etags = new Map<string, { identity: string; etag: string }>();

async function contentETag(filePath: string): Promise<string> {
  try {
    const info = await stat(filePath, { bigint: true });
    const identity = `${info.ino}:${info.mtimeNs}:${info.size}`;
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

let installed = false;

export async function installBlobServerHooks(): Promise<void> {
  if (installed) return;
  installed = true;
  const { BlobsServer } = (await import(blobsServerModuleURL())) as { BlobsServer: BlobsServerClass };
  const proto = BlobsServer.prototype;
  const original = { get: proto.get, head: proto.head, put: proto.put, delete: proto.delete };
  // Listings and the server's own put answer use this too, so every etag is the content's.
  BlobsServer.generateETag = contentETag;

  /** The blob file a request names, or undefined for store-level calls (listings, delete-all, signed URLs). */
  function blobFile(server: BlobsServerClass['prototype'], req: Request): string | undefined {
    const api = server.parseAPIRequest(req);
    if (api) return undefined;
    const { dataPath, key } = server.getLocalPaths(new URL(req.url ?? '', server.address));
    return key ? dataPath : undefined;
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
      return alone(file, () => {
        etags.delete(file);
        return handler.call(this, req);
      });
    };

  proto.get = reading(original.get);
  proto.head = reading(original.head);
  proto.put = writing(original.put);
  proto.delete = writing(original.delete);
}
