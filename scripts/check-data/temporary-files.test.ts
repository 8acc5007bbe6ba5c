/**
 * check-data on the local store (docs/decisions/047): the temporary file a write cut short left beside its
 * blob is not listed by the local server, so check-data finds it in the store's folder, names it by its key,
 * and `--repair` deletes it through the server. Runs the real emulation's blob server, in stores of its own.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../src/server/store.server';
import { projectRoot } from '../local/local-env';
import { startNetlify } from '../local/netlify-local';
import { findDrift, repairDrift } from './checks';
import { LEFTOVER_AGE_MS, removeEmptyFolders, temporaryBlobKeys } from './temporary-files';

const namespace = `unit-leftovers-${randomUUID().slice(0, 8)}`;
let stop: () => Promise<unknown>;

beforeAll(async () => {
  process.env.HSA_STORE_NAMESPACE = namespace;
  const netlify = await startNetlify({ serveSite: false });
  stop = () => netlify.stop();
});

afterAll(async () => {
  const mail = openStore('mail', { strong: true });
  const { blobs } = await mail.list();
  await Promise.all(blobs.map(({ key }) => mail.delete(key)));
  await stop();
  delete process.env.HSA_STORE_NAMESPACE;
});

/** The folder the local server keeps a blob's file in. */
async function folderOf(key: string): Promise<string> {
  const entries = path.join(projectRoot, '.netlify', 'blobs-serve', 'entries');
  for (const site of await readdir(entries)) {
    const file = path.join(entries, site, `site:${namespace}-mail`, key);
    if (
      await stat(file).then(
        () => true,
        () => false,
      )
    )
      return path.dirname(file);
  }
  throw new Error(`No file holds ${key}.`);
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

describe('temporary files of local writes cut short', () => {
  it('are named by their key once a minute old, deleted by --repair, and a younger one, maybe a write in progress, is left alone', async () => {
    await openStore('mail').setJSON('outbox/2026-11/kept', {});
    const folder = await folderOf('outbox/2026-11/kept');
    const leftover = path.join(folder, '.wvqbcl5w9f');
    const young = path.join(folder, '.k2j4h5g6f7');
    await writeFile(leftover, '');
    await writeFile(young, '');
    const old = new Date(Date.now() - LEFTOVER_AGE_MS - 1000);
    await utimes(leftover, old, old);
    try {
      expect(await temporaryBlobKeys('mail')).toEqual(['outbox/2026-11/.wvqbcl5w9f']);
      const drift = await findDrift({ unlistedKeys: (store) => temporaryBlobKeys(store) });
      expect(drift).toEqual([{ kind: 'stray-blob', store: 'mail', key: 'outbox/2026-11/.wvqbcl5w9f' }]);

      await repairDrift(drift);
      expect(await exists(leftover)).toBe(false);
      expect(await exists(young)).toBe(true);
      expect(await openStore('mail').get('outbox/2026-11/kept', { type: 'json' })).toEqual({});
      expect(await findDrift({ unlistedKeys: (store) => temporaryBlobKeys(store) })).toEqual([]);
    } finally {
      await Promise.all([leftover, young].map((file) => rm(file, { force: true })));
    }
  });
});

describe('the folders that deleted blobs leave empty', () => {
  it('are removed at start, deepest first, with every folder that still holds a blob kept, and the blobs read as before', async () => {
    const mail = openStore('mail', { strong: true });
    const keys = ['sent/2026-10/a', 'sent/2026-10/b', 'sent/2026-11/c', 'sent/2026-12/d'];
    await Promise.all(keys.map((key) => mail.setJSON(key, { key })));
    await Promise.all(keys.slice(0, 3).map((key) => mail.delete(key)));
    const storeFolder = path.dirname(path.dirname(await folderOf('sent/2026-12/d')));
    const deepEmpty = path.join(storeFolder, 'sent', '2026-09', 'deeper');
    await mkdir(deepEmpty, { recursive: true });

    // 2026-09/deeper, 2026-09, 2026-10 and 2026-11 among the blobs; 2026-10 and 2026-11 among their metadata
    // (a folder the server made for a blob's metadata beside the blob's own).
    expect(await removeEmptyFolders(['mail'])).toBe(6);
    expect(await readdir(path.join(storeFolder, 'sent'))).toEqual(['2026-12']);
    expect((await mail.list({ prefix: 'sent/' })).blobs.map(({ key }) => key)).toEqual(['sent/2026-12/d']);
    expect(await mail.get('sent/2026-12/d', { type: 'json' })).toEqual({ key: 'sent/2026-12/d' });
    expect(await removeEmptyFolders(['mail'])).toBe(0);
    await mail.delete('sent/2026-12/d');
  });
});
