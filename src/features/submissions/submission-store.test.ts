import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../server/http.server';
import { openStore, setStoreFactory, type BlobStore } from '../../server/store.server';
import { listAllSubmissions, listSubmissions, MAX_UNPAGED_ROWS, setSubmissionStatus, storeSubmission } from './submissions.server';
import { MemoryStore } from '../../../scripts/stores/memory-store';

let store: MemoryStore;
let reads: number;
let listings: number;

beforeEach(() => {
  store = new MemoryStore();
  reads = 0;
  listings = 0;
  const counted = new Proxy(store, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') return value;
      if (property === 'get' || property === 'getWithMetadata') reads += 1;
      if (property === 'list') listings += 1;
      return value.bind(target);
    },
  }) as unknown as BlobStore;
  setStoreFactory(() => counted);
});

afterEach(() => setStoreFactory(null));

const START = Date.parse('2019-01-01T00:00:00Z');

const DAY = 24 * 60 * 60 * 1000;

describe('submission records and lists', () => {
  it('stores N concurrent submissions as N records, none lost', async () => {
    await Promise.all(Array.from({ length: 50 }, (_, i) => storeSubmission('volunteer_request', { name: `Parent ${i}` })));
    const keys = (await openStore('submissions').list({ prefix: 'volunteer_request/' })).blobs;
    expect(keys).toHaveLength(50);
  });

  it('reads only the requested page, newest first, and caps an unpaged list', async () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i < 25; i += 1) await storeSubmission('event_feedback', { n: i }, new Date(start + i * 1000));
    const page = await listSubmissions('event_feedback', { page: 2, pageSize: 10 });
    expect(page.totalCount).toBe(25);
    expect(page.rows.map((row) => row.form_data.n)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5]);
    expect((await listSubmissions('event_feedback')).rows).toHaveLength(25);
  });

  it('answers at most MAX_UNPAGED_ROWS rows without a page, with the full total', async () => {
    await Promise.all(Array.from({ length: MAX_UNPAGED_ROWS + 1 }, (_, i) => storeSubmission('volunteer_request', { n: i })));
    const all = await listSubmissions('volunteer_request');
    expect(all.totalCount).toBe(MAX_UNPAGED_ROWS + 1);
    expect(all.rows).toHaveLength(MAX_UNPAGED_ROWS);
  });
});

describe('reading submissions stays bounded (DESIGN sections 5 and 7)', () => {
  it('a page of the list reads its own rows and lists only its months, however long the history; the CSV export reads them all', async () => {
    // 600 rows over about 5 years (one every 3 days), in month folders.
    for (let i = 0; i < 600; i += 1) await storeSubmission('event_feedback', { n: i }, new Date(START + i * 3 * DAY));
    expect([...store.entries.keys()].filter((key) => key.startsWith('event_feedback/'))[0]).toBe(
      `event_feedback/2019-01/${(await listAllSubmissions('event_feedback')).at(-1)!._id}`,
    );

    // The first page after the history grew counts the settled months once and keeps their counts.
    const first = await listSubmissions('event_feedback', { page: 1, pageSize: 10 });
    expect(first.rows.map((row) => row.form_data.n)).toEqual(Array.from({ length: 10 }, (_, i) => 599 - i));
    expect(store.entries.has('count/event_feedback')).toBe(true);

    for (const pageNumber of [1, 3, 30, 60]) {
      reads = 0;
      listings = 0;
      const page = await listSubmissions('event_feedback', { page: pageNumber, pageSize: 10 });
      expect(page.totalCount).toBe(600);
      expect(page.rows.map((row) => row.form_data.n)).toEqual(Array.from({ length: 10 }, (_, i) => 599 - (pageNumber - 1) * 10 - i));
      // The month counts blob and the 10 rows; the folder listing and the one or two months the page spans.
      expect(reads, `page ${pageNumber}`).toBe(11);
      expect(listings, `page ${pageNumber}`).toBeLessThanOrEqual(3);
    }
    expect((await listSubmissions('event_feedback', { page: 61, pageSize: 10 })).rows).toEqual([]);

    reads = 0;
    expect((await listAllSubmissions('event_feedback')).map((row) => row.form_data.n)).toEqual(
      Array.from({ length: 600 }, (_, i) => 599 - i),
    );
    expect(reads).toBe(600);
  });

  it('counts the current month afresh, so a new row shows at once; a settled month keeps its stored count', async () => {
    const now = Date.now();
    await storeSubmission('volunteer_request', { n: 'old' }, new Date(now - 400 * DAY));
    expect((await listSubmissions('volunteer_request', { page: 1, pageSize: 10 })).totalCount).toBe(1);
    await storeSubmission('volunteer_request', { n: 'new' }, new Date(now));
    const page = await listSubmissions('volunteer_request', { page: 1, pageSize: 10 });
    expect([page.totalCount, page.rows.map((row) => row.form_data.n)]).toEqual([2, ['new', 'old']]);
  });
});

describe('setSubmissionStatus', () => {
  it('changes only the status and answers the changed row', async () => {
    const stored = await storeSubmission('volunteer_request', { name: 'Ann' });
    expect(await setSubmissionStatus('volunteer_request', stored._id, 'COMPLETE')).toEqual({ ...stored, status: 'COMPLETE' });
    expect((await listSubmissions('volunteer_request')).rows).toEqual([{ ...stored, status: 'COMPLETE' }]);
  });

  it('answers 404 for a row of another form or no row at all, and writes nothing', async () => {
    const stored = await storeSubmission('volunteer_request', { name: 'Ann' });
    for (const [formType, id] of [
      ['event_feedback', stored._id],
      ['volunteer_request', 'no-such-row'],
    ] as const) {
      await expect(setSubmissionStatus(formType, id, 'COMPLETE')).rejects.toSatisfy(
        (error) => error instanceof HttpError && error.status === 404,
      );
    }
    expect([...store.entries.keys()]).toEqual([`volunteer_request/${stored.submission_date.slice(0, 7)}/${stored._id}`]);
  });
});
