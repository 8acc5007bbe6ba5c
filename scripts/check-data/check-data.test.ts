import { describe, expect, it } from 'vitest';
import { findDrift, repairDrift } from './check-data';
import { indexKeysOf } from '../../src/features/events/event-index.server';
import { listEvents, putEvent } from '../../src/features/events/events.server';
import { eventIndexDrift, submissionDrift } from './index-drift';
import { newRecordId, openStore } from '../../netlify/server/store.server';
import { listSubmissions, storeSubmission } from '../../src/features/forms/submissions.server';
import type { EventRecord } from '../../src/features/events/event';
import { monthRange } from '../../src/features/events/event-range';
import { useMemoryStores } from '../../tests/support/memory-store';

const event = (id: string, values: Partial<EventRecord> = {}): EventRecord => ({
  id,
  name: 'fun-run',
  title: 'Fun Run',
  slug: 'fun-run',
  location: '',
  description: '',
  grade_list: ['kindergarten'],
  startDt: '2025-03-31T18:00',
  endDt: '2025-04-01T09:00',
  event_links: [],
  images: [],
  version: 1,
  updatedAt: '',
  ...values,
});

const NOW = Date.parse('2025-06-15T12:00:00Z');
const idAt = (iso: string) => newRecordId(new Date(iso));

describe('the events index compared with the events (pure)', () => {
  it('is clean when every event has exactly the keys it derives', () => {
    const events = [event('a'), event('b', { grade_list: [] })];
    expect(eventIndexDrift(events, events.flatMap(indexKeysOf))).toEqual([]);
  });

  it('names a key an event derives but the index lacks, with its event', () => {
    const [kept, lost] = indexKeysOf(event('a'));
    expect(
      eventIndexDrift(
        [event('a')],
        indexKeysOf(event('a')).filter((key) => key !== lost),
      ),
    ).toEqual([{ kind: 'missing-entry', key: lost, eventId: 'a' }]);
    expect(kept).toMatch(/^month\/2025-03\//);
  });

  it('names as stray a key whose event is missing, one left at old dates, and one of another shape', () => {
    const moved = event('a', { startDt: '2025-05-01T09:00', endDt: '2025-05-01T10:00' });
    const oldKey = indexKeysOf(event('a'))[0]!;
    const goneKey = indexKeysOf(event('gone'))[0]!;
    const drift = eventIndexDrift([moved], [...indexKeysOf(moved), oldKey, goneKey, 'month/2025-03/junk']);
    expect(drift).toEqual([
      { kind: 'stray-entry', key: oldKey },
      { kind: 'stray-entry', key: goneKey },
      { kind: 'stray-entry', key: 'month/2025-03/junk' },
    ]);
  });
});

describe('submission month folders and counts compared with the rows (pure)', () => {
  const march = [idAt('2025-03-02T10:00:00Z'), idAt('2025-03-20T10:00:00Z')].map((id) => `event_feedback/2025-03/${id}`);
  const june = `event_feedback/2025-06/${idAt('2025-06-10T10:00:00Z')}`;

  it('is clean when rows are in their folders and the stored counts are those of settled months; an uncounted settled month is fine', () => {
    expect(submissionDrift('event_feedback', [...march, june], { '2025-03': 2 }, NOW)).toEqual([]);
    expect(submissionDrift('event_feedback', [...march, june], {}, NOW)).toEqual([]);
  });

  it('names a row outside the folder of its id, in the old layout or the wrong month, and where it belongs', () => {
    const id = idAt('2025-04-05T10:00:00Z');
    const drift = submissionDrift('event_feedback', [`event_feedback/${id}`, `event_feedback/2025-01/${id}`], {}, NOW);
    expect(drift).toEqual([
      { kind: 'misplaced-row', formType: 'event_feedback', key: `event_feedback/${id}`, to: `event_feedback/2025-04/${id}` },
      { kind: 'misplaced-row', formType: 'event_feedback', key: `event_feedback/2025-01/${id}`, to: `event_feedback/2025-04/${id}` },
    ]);
  });

  it('names a wrong count of a settled month, a count of a month without rows, and a count kept before its month settled', () => {
    const drift = submissionDrift('event_feedback', [...march, june], { '2025-03': 5, '2024-12': 1, '2025-06': 1 }, NOW);
    expect(drift).toEqual([
      { kind: 'wrong-count', formType: 'event_feedback', month: '2025-03', stored: 5, expected: 2 },
      { kind: 'wrong-count', formType: 'event_feedback', month: '2024-12', stored: 1, expected: null },
      { kind: 'wrong-count', formType: 'event_feedback', month: '2025-06', stored: 1, expected: null },
    ]);
  });
});

describe('check-data on a store (atomic in-memory stores)', () => {
  const stores = useMemoryStores();
  const events = () => openStore('events');
  const submissions = () => openStore('submissions');
  const month = async (yyyyMm: string) =>
    (await listEvents({ range: monthRange(yyyyMm), scope: { kind: 'all' }, limit: 50 })).map((found) => found.id);

  it('finds no drift in data written by the site itself', async () => {
    await putEvent(event('a'));
    await storeSubmission('volunteer_request', {}, new Date('2025-02-01T10:00:00Z'));
    await listSubmissions('volunteer_request');
    expect(await findDrift()).toEqual([]);
  });

  it('repairs every kind of drift, after which the event is read in its month again and the total is right', async () => {
    await putEvent(event('a'));
    await putEvent(event('b', { startDt: '2025-03-10T09:00', endDt: '2025-03-10T10:00', grade_list: [] }));
    const [lost] = indexKeysOf(event('a'));
    await events().delete(lost!);
    await events().setJSON('month/2025-03/20250301t0900_20250301t1000/gone', {});
    const rows = await Promise.all(
      ['2025-01-05', '2025-01-06', '2025-02-07'].map((day) => storeSubmission('event_feedback', {}, new Date(`${day}T10:00:00Z`))),
    );
    const oldLayout = `event_feedback/${rows[2]!._id}`;
    await submissions().setJSON(oldLayout, await submissions().get(`event_feedback/2025-02/${rows[2]!._id}`, { type: 'json' }));
    await submissions().delete(`event_feedback/2025-02/${rows[2]!._id}`);
    await submissions().setJSON('count/event_feedback', { counts: { '2025-01': 7 } });
    expect(await month('2025-03')).toEqual(['b']);
    expect((await listSubmissions('event_feedback')).totalCount).toBe(7);

    const drift = await findDrift();
    expect(drift.map((item) => item.kind).sort()).toEqual(['misplaced-row', 'missing-entry', 'stray-entry', 'wrong-count']);
    await repairDrift(drift);

    expect(await findDrift()).toEqual([]);
    expect(await month('2025-03')).toEqual(['b', 'a']);
    expect(stores().get('events')!.entries.has('month/2025-03/20250301t0900_20250301t1000/gone')).toBe(false);
    const listed = await listSubmissions('event_feedback');
    expect(listed.totalCount).toBe(3);
    expect(listed.rows.map((row) => row._id)).toEqual([rows[2]!._id, rows[1]!._id, rows[0]!._id]);
  });

  it('refuses to move a row onto another row, leaving both', async () => {
    const row = await storeSubmission('event_feedback', { n: 1 }, new Date('2025-01-05T10:00:00Z'));
    await submissions().setJSON(`event_feedback/${row._id}`, { ...row, form_data: { n: 2 } });
    await expect(repairDrift(await findDrift())).rejects.toThrow(/already holds one/);
    expect(await submissions().get(`event_feedback/2025-01/${row._id}`, { type: 'json' })).toMatchObject({ form_data: { n: 1 } });
    expect(await submissions().get(`event_feedback/${row._id}`, { type: 'json' })).toMatchObject({ form_data: { n: 2 } });
  });
});
