/**
 * The local blob server answers a repeated read from memory (scripts/local/blob-server-hooks.ts), and lists what
 * Netlify's strong listings list (scripts/local/blob-listing.ts). These tests run the real emulation's blob
 * server and check that no read ever answers what a write replaced (writes through the server, writes by
 * another process straight to the files, metadata and deletes), and that a listing shows every completed
 * write and nothing else.
 */
import { getStore } from '@netlify/blobs';
import { randomUUID } from 'node:crypto';
import { readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from './local-env';
import { startNetlify } from './netlify-local';

let stop: () => Promise<unknown>;
const storeName = `unit-blob-cache-${randomUUID().slice(0, 8)}`;
const store = () => getStore({ name: storeName, consistency: 'strong' });

/** The file the local server keeps a blob's bytes in. */
async function dataFile(key: string): Promise<string> {
  const entries = path.join(projectRoot, '.netlify', 'blobs-serve', 'entries');
  for (const site of await readdir(entries)) {
    const file = path.join(entries, site, `site:${storeName}`, key);
    if (
      await readFile(file).then(
        () => true,
        () => false,
      )
    )
      return file;
  }
  throw new Error(`No file holds ${key}.`);
}

beforeAll(async () => {
  const netlify = await startNetlify({ serveSite: false });
  stop = () => netlify.stop();
});

afterAll(async () => {
  const { blobs } = await store().list();
  await Promise.all(blobs.map(({ key }) => store().delete(key)));
  await stop();
});

describe('repeated reads of the local blob store', () => {
  it('answer the same bytes and etag while nothing writes', async () => {
    await store().setJSON('same', { n: 1 });
    const first = await store().getWithMetadata('same', { type: 'json' });
    const second = await store().getWithMetadata('same', { type: 'json' });
    expect(second).toEqual(first);
    expect(second?.data).toEqual({ n: 1 });
    expect(second?.etag).toMatch(/^"[0-9a-f]{64}"$/);
  });

  it('answer a write through the server at once, with its new etag', async () => {
    await store().setJSON('edited', { n: 1 });
    const before = await store().getWithMetadata('edited', { type: 'json' });
    await store().setJSON('edited', { n: 2 });
    const after = await store().getWithMetadata('edited', { type: 'json' });
    expect(after?.data).toEqual({ n: 2 });
    expect(after?.etag).not.toBe(before?.etag);
  });

  it('answer what another process wrote to the files, whether it replaced the file or wrote into it', async () => {
    await store().setJSON('outside', { n: 1 });
    expect(await store().get('outside', { type: 'json' })).toEqual({ n: 1 });
    const file = await dataFile('outside');
    // As a second emulation (a CLI script) writes: a new file renamed over the old one.
    await writeFile(`${file}.tmp`, JSON.stringify({ n: 2 }));
    await rename(`${file}.tmp`, file);
    expect(await store().get('outside', { type: 'json' })).toEqual({ n: 2 });
    // Written in place: same file, new size.
    await writeFile(file, JSON.stringify({ n: 30 }));
    expect(await store().get('outside', { type: 'json' })).toEqual({ n: 30 });
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ n: 30 });
  });

  it('answer new metadata with unchanged bytes', async () => {
    await store().setJSON('meta', { n: 1 }, { metadata: { stage: 'submitted' } });
    expect((await store().getWithMetadata('meta'))?.metadata).toEqual({ stage: 'submitted' });
    await store().setJSON('meta', { n: 1 }, { metadata: { stage: 'approved' } });
    expect((await store().getWithMetadata('meta'))?.metadata).toEqual({ stage: 'approved' });
  });

  it('answer nothing for a deleted blob, through the server or removed from disk', async () => {
    await store().setJSON('gone', { n: 1 });
    expect(await store().get('gone', { type: 'json' })).toEqual({ n: 1 });
    await store().delete('gone');
    expect(await store().get('gone', { type: 'json' })).toBeNull();
    await store().setJSON('removed', { n: 1 });
    expect(await store().get('removed', { type: 'json' })).toEqual({ n: 1 });
    await rm(await dataFile('removed'));
    expect(await store().get('removed', { type: 'json' })).toBeNull();
  });
});

describe('listings of the local blob store', () => {
  const keysUnder = async (prefix: string) => (await store().list({ prefix })).blobs.map(({ key }) => key).sort();

  it('never show the temporary file of a write, such as one that a process killed mid-write left behind', async () => {
    await store().setJSON('outbox/2026-11/kept', {});
    const folder = path.dirname(await dataFile('outbox/2026-11/kept'));
    const storeFolder = path.dirname(path.dirname(folder));
    const leftovers = [path.join(folder, '.wvqbcl5w9f'), path.join(storeFolder, '.k2j4h5g6f7')];
    await Promise.all(leftovers.map((file) => writeFile(file, '')));
    try {
      expect(await keysUnder('outbox/')).toEqual(['outbox/2026-11/kept']);
      expect((await store().list()).blobs.map(({ key }) => key)).not.toContainEqual(expect.stringMatching(/(^|\/)\./));
    } finally {
      await Promise.all(leftovers.map((file) => rm(file, { force: true })));
    }
  });

  it('go on past an entry that vanishes between readdir and stat, instead of ending there with what they found', async () => {
    const keys = ['vanishing/blob-1', 'vanishing/blob-2', 'vanishing/blob-3'];
    await Promise.all(keys.map((key) => store().set(key, key)));
    // A dangling link is such an entry every time: readdir names it, stat finds nothing. Node's readdir
    // answers names in order, and this one comes before the blobs.
    const link = path.join(path.dirname(await dataFile(keys[0]!)), 'a-vanished');
    await symlink(path.join(path.dirname(link), 'nothing-here'), link);
    try {
      expect(await keysUnder('vanishing/')).toEqual(keys);
    } finally {
      await rm(link, { force: true });
    }
  });

  it('look only where their prefix leads: the entries beside it are passed over by their names, never read', async () => {
    // The throttles keep a folder per client (`submit-form/{subject}/{attempt}`), thousands of them after a test
    // run, and a listing of one subject that read each of them took half a second. A link to itself is an entry
    // that no stat can read (ELOOP): a listing that reads only its own path never meets it.
    const keys = ['subjects/a/attempt-1', 'subjects/a/attempt-2', 'subjects/b/attempt-1'];
    await Promise.all(keys.map((key) => store().set(key, key)));
    const loop = path.join(path.dirname(path.dirname(await dataFile(keys[0]!))), 'c-loop');
    await symlink('c-loop', loop);
    try {
      expect(await keysUnder('subjects/a/')).toEqual(keys.slice(0, 2));
      expect(await keysUnder('subjects/b')).toEqual(keys.slice(2));
    } finally {
      await rm(loop, { force: true });
    }
  });

  it('show every write that completed before they began, while other writes and listings run', async () => {
    const completed: string[] = [];
    const missed: string[] = [];
    await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const key = `parallel/${randomUUID()}`;
        await store().set(key, String(i));
        completed.push(key);
        const before = [...completed];
        const listed = new Set(await keysUnder('parallel/'));
        missed.push(...before.filter((done) => !listed.has(done)));
      }),
    );
    expect(missed).toEqual([]);
    expect(await keysUnder('parallel/')).toEqual([...completed].sort());
  });
});
