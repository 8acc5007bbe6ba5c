import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../src/server/store.server';
import { BACKUP_FORMAT, BACKUP_VERSION } from './backup-file';
import { backUpStores, checkBackup, describeTally, restoreStores } from './backup-stores';
import { useMemoryStores } from '../stores/memory-store';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'hsa-backup-test-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const stores = useMemoryStores();
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);

/** Every blob of every store as bytes (hex) and metadata, to compare stores exactly. */
/** What every store holds; a store that holds nothing is not told from one never opened. */
function snapshot(): Record<string, Record<string, { data: string; metadata: Record<string, unknown> }>> {
  return Object.fromEntries(
    [...stores()]
      .filter(([, store]) => store.entries.size > 0)
      .map(([name, store]) => [
        name,
        Object.fromEntries(
          [...store.entries].map(([key, entry]) => [key, { data: Buffer.from(entry.data).toString('hex'), metadata: entry.metadata }]),
        ),
      ]),
  );
}

async function seedStores(): Promise<void> {
  await openStore('users').setJSON('user/admin', { userId: 'admin', version: 1 });
  await openStore('formations').setJSON('committee/c1', { _id: 'c1', title: 'Book Fair' });
  await openStore('events').setJSON('event/e1', { id: 'e1' });
  await openStore('events').setJSON('month/2025-03/20250301t0900_20250301t1000/e1', {});
  await openStore('photos').set('file/p1', new Blob([JPEG]), {
    metadata: { type: 'committee', item_id: 'c1', title: 'p1.jpg', contentType: 'image/jpeg' },
  });
  await openStore('submissions').set('receipt/r1/0', new Blob([JPEG]), { metadata: { name: 'coffee.jpg', contentType: 'image/jpeg' } });
  await openStore('pages').setJSON('site', { welcome: 'Hello' });
  await openStore('mail').setJSON('notifications', { volunteer_request: ['a@example.org'], version: 1 });
  await openStore('mail').setJSON('pending/s1-alert', {});
  await openStore('signups').setJSON('sheets/e1', { event_id: 'e1', entries: [{ id: 's1', email: 'dana@example.org' }] });
  await openStore('signups').setJSON('manage/0f1e', { event_id: 'e1', signup_id: 's1' });
  await openStore('throttle').setJSON('login/abc/1', {});
}

const file = (name: string) => path.join(folder, name);
const gzipLines = (lines: unknown[]) => gzipSync(lines.map((line) => (typeof line === 'string' ? line : JSON.stringify(line))).join('\n'));
const header = (values: Record<string, unknown> = {}) => ({
  format: BACKUP_FORMAT,
  version: BACKUP_VERSION,
  createdAt: '2025-06-01T10:00:00.000Z',
  source: 'test',
  stores: ['users', 'events'],
  ...values,
});
const blob = (values: Record<string, unknown> = {}) => ({
  store: 'users',
  key: 'user/admin',
  metadata: {},
  data: Buffer.from('{}').toString('base64'),
  ...values,
});

describe('backup and restore (docs/decisions/021)', () => {
  it('restores every store but the throttle exactly as backed up: bytes, metadata, and no blob that came later', async () => {
    await seedStores();
    const before = snapshot();
    const tally = await backUpStores(file('round-trip.ndjson.gz'), 'the test stores');
    expect(tally).toEqual({
      users: { blobs: 1, bytes: expect.any(Number), skipped: [] },
      formations: { blobs: 1, bytes: expect.any(Number), skipped: [] },
      events: { blobs: 2, bytes: expect.any(Number), skipped: [] },
      photos: { blobs: 1, bytes: JPEG.byteLength, skipped: [] },
      submissions: { blobs: 1, bytes: JPEG.byteLength, skipped: [] },
      pages: { blobs: 1, bytes: expect.any(Number), skipped: [] },
      mail: { blobs: 2, bytes: expect.any(Number), skipped: [] },
      jobs: { blobs: 0, bytes: 0, skipped: [] },
      signups: { blobs: 2, bytes: expect.any(Number), skipped: [] },
    });

    await openStore('users').setJSON('user/admin', { userId: 'admin', version: 2 });
    await openStore('users').setJSON('user/intruder', { userId: 'intruder' });
    await openStore('events').delete('month/2025-03/20250301t0900_20250301t1000/e1');
    await openStore('photos').set('file/p1', new Blob([new Uint8Array([1, 2, 3])]), { metadata: { title: 'changed' } });
    await openStore('submissions').delete('receipt/r1/0');
    await openStore('mail').delete('pending/s1-alert');
    await openStore('signups').setJSON('sheets/e1', { event_id: 'e1', entries: [] });
    await openStore('throttle').setJSON('login/abc/2', {});
    expect(snapshot()).not.toEqual(before);

    const restored = await restoreStores(await checkBackup(file('round-trip.ndjson.gz')));
    expect(restored.users).toEqual({ written: 1, deleted: 1 });
    const after = snapshot();
    // The throttle is neither backed up nor restored: its attempt after the backup stays.
    expect(Object.keys(after.throttle!)).toEqual(['login/abc/1', 'login/abc/2']);
    delete after.throttle;
    delete before.throttle;
    expect(after).toEqual(before);
  });

  it('writes a header that names the format, its version, the date and the stores, then a line per blob', async () => {
    await seedStores();
    await backUpStores(file('header.ndjson.gz'), 'the test stores', new Date('2025-06-01T10:00:00Z'));
    const { header: written, tally } = await checkBackup(file('header.ndjson.gz'));
    expect(written).toEqual({
      format: 'hsa-backup',
      version: 1,
      createdAt: '2025-06-01T10:00:00.000Z',
      source: 'the test stores',
      stores: ['users', 'formations', 'events', 'photos', 'submissions', 'pages', 'mail', 'jobs', 'signups'],
    });
    expect(tally.photos).toEqual({ blobs: 1, bytes: JPEG.byteLength, skipped: [] });
    const lines = gunzipSync(await readFile(file('header.ndjson.gz')))
      .toString('utf8')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(12);
    expect(JSON.parse(lines.find((line) => line.includes('file/p1'))!)).toEqual({
      store: 'photos',
      key: 'file/p1',
      metadata: { type: 'committee', item_id: 'c1', title: 'p1.jpg', contentType: 'image/jpeg' },
      data: Buffer.from(JPEG).toString('base64'),
    });
  });

  const badFiles: Array<[string, Buffer, RegExp]> = [
    ['not gzip', Buffer.from('{"format":"hsa-backup"}\n'), /is not a whole backup file/],
    ['empty', gzipSync(''), /is empty/],
    ['another format', gzipLines([header({ format: 'other' })]), /not a backup of this site/],
    ['a later version', gzipLines([header({ version: 2 })]), /format version 1/],
    ['the throttle store', gzipLines([header({ stores: ['users', 'throttle'] })]), /unknown store "throttle"/],
    ['an unknown store', gzipLines([header({ stores: ['secrets'] })]), /unknown store "secrets"/],
    [
      'a blob of a store the header does not name',
      gzipLines([header(), blob({ store: 'pages' })]),
      /Line 2 .*store "pages", which the header does not name/,
    ],
    ['a key that is not a string', gzipLines([header(), blob({ key: 7 })]), /Line 2 of .* \(key\): the key is not a string/],
    ['data that is not base64', gzipLines([header(), blob({ data: 'not base64!' })]), /Line 2 .*not base64/],
    ['a line that is not JSON', gzipLines([header(), '{"store":']), /Line 2 of .* is not JSON/],
    ['a key twice', gzipLines([header(), blob(), blob()]), /holds the key user\/admin of store users twice/],
    ['a cut-off file', gzipLines([header(), blob()]).subarray(0, 40), /is not a whole backup file/],
  ];

  for (const [what, bytes, message] of badFiles) {
    it(`refuses a file with ${what}, naming the problem, before anything is restored`, async () => {
      await writeFile(file('bad.ndjson.gz'), bytes);
      await expect(checkBackup(file('bad.ndjson.gz'))).rejects.toThrow(message);
    });
  }

  it('leaves out a blob whose key the site never makes, such as the temporary file of a write cut short, and names it', async () => {
    await seedStores();
    const stray = 'outbox/2026-11/.wvqbcl5w9f';
    await openStore('mail').set(stray, '');
    const tally = await backUpStores(file('stray.ndjson.gz'), 'the test stores');
    expect(tally.mail).toEqual({ blobs: 2, bytes: expect.any(Number), skipped: [stray] });
    expect(describeTally(tally).slice(-2)).toEqual([
      'Skipped 1 blob whose key the site never makes (a temporary file of a write cut short, or one put there by hand):',
      `  mail: 1 (${stray})`,
    ]);
    const checked = await checkBackup(file('stray.ndjson.gz'));
    expect(checked.tally.mail).toEqual({ blobs: 2, bytes: expect.any(Number), skipped: [] });
    // The file restores whole; the stray blob, backed up by no one, goes as whatever came later does.
    await restoreStores(checked);
    expect([...stores().get('mail')!.entries.keys()].sort()).toEqual(['notifications', 'pending/s1-alert']);
  });

  it('restores a file that holds blobs with keys the site never makes, leaving those out and naming them', async () => {
    await seedStores();
    const keys = ['outbox/2026-11/.wvqbcl5w9f', '../users/admin', 'user/a?b', 'User/Admin'];
    await writeFile(
      file('old-stray.ndjson.gz'),
      gzipLines([
        header(),
        ...keys.map((key) => blob({ key })),
        blob({ key: 'user/treasurer', data: Buffer.from('{"userId":"treasurer"}').toString('base64') }),
      ]),
    );
    const checked = await checkBackup(file('old-stray.ndjson.gz'));
    expect(checked.tally.users).toEqual({ blobs: 1, bytes: expect.any(Number), skipped: keys });
    expect(describeTally(checked.tally).at(-1)).toBe(`  users: 4 (${keys.join(', ')})`);
    expect(await restoreStores(checked)).toEqual({ users: { written: 1, deleted: 1 }, events: { written: 0, deleted: 2 } });
    expect([...stores().get('users')!.entries.keys()]).toEqual(['user/treasurer']);
  });

  it('names at most ten skipped keys of a store, and how many more there are', () => {
    const skipped = Array.from({ length: 12 }, (_, i) => `outbox/.tmp${i}`);
    expect(describeTally({ mail: { blobs: 0, bytes: 0, skipped } }).at(-1)).toBe(
      `  mail: 12 (${skipped.slice(0, 10).join(', ')} and 2 more)`,
    );
  });

  it('restores a good hand-made file whose stores are listed but empty: those stores end up empty', async () => {
    await seedStores();
    await writeFile(
      file('users-only.ndjson.gz'),
      gzipLines([header(), blob({ key: 'user/treasurer', data: Buffer.from('{"userId":"treasurer"}').toString('base64') })]),
    );
    expect(await restoreStores(await checkBackup(file('users-only.ndjson.gz')))).toEqual({
      users: { written: 1, deleted: 1 },
      events: { written: 0, deleted: 2 },
    });
    expect([...stores().get('users')!.entries.keys()]).toEqual(['user/treasurer']);
    expect(stores().get('events')!.entries.size).toBe(0);
    expect(stores().get('formations')!.entries.size).toBe(1);
  });
});
