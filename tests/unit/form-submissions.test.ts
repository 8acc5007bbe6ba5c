import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../netlify/server/http.server';
import { setStoreFactory, type BlobStore } from '../../netlify/server/store.server';
import { listAllSubmissions, listSubmissions, setSubmissionStatus, storeSubmission } from '../../netlify/server/submissions.server';
import { MemoryStore } from '../support/memory-store';

let store: MemoryStore;
let reads: number;

beforeEach(() => {
  store = new MemoryStore();
  reads = 0;
  const counted = new Proxy(store, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') return value;
      if (property === 'get' || property === 'getWithMetadata') reads += 1;
      return value.bind(target);
    },
  }) as unknown as BlobStore;
  setStoreFactory(() => counted);
});

afterEach(() => setStoreFactory(null));

const START = Date.parse('2026-01-01T00:00:00Z');

describe('reading submissions stays bounded (DESIGN sections 5 and 7)', () => {
  it('a page of the list reads only its own rows, however many are stored; the CSV export reads them all', async () => {
    for (let i = 0; i < 300; i += 1) await storeSubmission('event_feedback', { n: i }, new Date(START + i * 1000));
    reads = 0;
    const page = await listSubmissions('event_feedback', { page: 3, pageSize: 10 });
    expect(reads).toBe(10);
    expect([page.totalCount, page.rows[0]!.form_data.n]).toEqual([300, 279]);
    reads = 0;
    expect((await listAllSubmissions('event_feedback')).map((row) => row.form_data.n)).toEqual(Array.from({ length: 300 }, (_, i) => 299 - i));
    expect(reads).toBe(300);
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
    for (const [formType, id] of [['event_feedback', stored._id], ['volunteer_request', 'no-such-row']] as const) {
      await expect(setSubmissionStatus(formType, id, 'COMPLETE')).rejects.toSatisfy((error) => error instanceof HttpError && error.status === 404);
    }
    expect([...store.entries.keys()]).toEqual([`volunteer_request/${stored._id}`]);
  });
});
