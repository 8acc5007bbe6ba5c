import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backUpStores, checkBackup, restoreStores } from '../backup/backup-stores';
import { findDrift, findNotes, repairDrift } from './checks';
import { listOpenJobs, openJob } from '../../src/server/jobs.server';
import { derivedSummaries, monthsJob } from '../../src/features/events/server/event-store.server';
import { listEvents, putEvent } from '../../src/features/events/server/events.server';
import { describeDrift } from './drift';
import { eventSummaryDrift, submissionDrift } from './index-drift';
import { strayBlobDrift } from './stray-blobs';
import { newRecordId, openStore, type StoreName } from '../../src/server/store.server';
import { listSubmissions, storeSubmission } from '../../src/features/submissions/submissions.server';
import { type EventRecord, monthRange } from '../../src/features/events/core/event';
import { useMemoryStores } from '../stores/memory-store';

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

describe('the month summaries compared with the events (pure)', () => {
  const summariesOf = (events: EventRecord[]) =>
    new Map([...derivedSummaries(events)].map(([month, list]) => [`summary/${month}`, { month, events: list } as unknown]));

  it('is clean when every summary holds exactly the events of its month; an empty summary of a month without events is fine', () => {
    const events = [event('a'), event('b', { grade_list: [] })];
    const summaries = summariesOf(events).set('summary/2025-07', { month: '2025-07', events: [] });
    expect(eventSummaryDrift(events, summaries, ['event/a', 'event/b'])).toEqual([]);
  });

  it('names a summary that lacks an event, holds a gone one or an older copy, and one that is missing', () => {
    const moved = event('a', { startDt: '2025-05-01T09:00', endDt: '2025-05-01T10:00' });
    const summaries = summariesOf([event('a'), event('gone')]);
    summaries.set('summary/2025-04', { month: '2025-04', events: [{ ...event('b'), title: 'Old' }] });
    const drift = eventSummaryDrift([moved, event('b')], summaries, []);
    expect(drift).toEqual([
      { kind: 'summary', month: '2025-03', key: 'summary/2025-03', state: 'differs', missing: ['b'], stray: ['a', 'gone'], outdated: [] },
      { kind: 'summary', month: '2025-04', key: 'summary/2025-04', state: 'differs', missing: [], stray: [], outdated: ['b'] },
      { kind: 'summary', month: '2025-05', key: 'summary/2025-05', state: 'absent', missing: ['a'], stray: [], outdated: [] },
    ]);
    expect(drift.map(describeDrift)).toEqual([
      'events: the summary of 2025-03 (summary/2025-03) disagrees with the events: it lacks b; holds a, gone, gone or no longer in the month',
      'events: the summary of 2025-04 (summary/2025-04) disagrees with the events: it holds another copy of b than the record',
      'events: the summary of 2025-05 (summary/2025-05) is missing; events a touch the month',
    ]);
  });

  it('names as stray a key that is neither an event nor a summary, and a summary of another shape as unreadable', () => {
    const summaries = summariesOf([event('a')]);
    summaries.set('summary/2025-04', { month: '2025-04', events: [{ id: 'half' }] });
    summaries.set('summary/junk', {});
    const oldIndexKey = 'month/2025-03/20250331t1800_20250401t0900/a';
    expect(eventSummaryDrift([event('a')], summaries, ['event/a', oldIndexKey])).toEqual([
      { kind: 'stray-key', key: 'summary/junk' },
      { kind: 'summary', month: '2025-04', key: 'summary/2025-04', state: 'unreadable', missing: ['a'], stray: [], outdated: [] },
      { kind: 'stray-key', key: oldIndexKey },
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

describe('blobs the site never made (pure)', () => {
  it('names each key of a store that is not one the site makes, once, in a line that says what it likely is', () => {
    const keys = ['outbox/2026-11/a1', 'outbox/2026-11/.wvqbcl5w9f', '.k2j4h5', 'Outbox/X', 'outbox/2026-11/.wvqbcl5w9f', 'a/../b'];
    const drift = strayBlobDrift('mail', keys);
    expect(drift).toEqual(
      ['.k2j4h5', 'Outbox/X', 'a/../b', 'outbox/2026-11/.wvqbcl5w9f'].map((key) => ({ kind: 'stray-blob', store: 'mail', key })),
    );
    expect(describeDrift(drift[3]!)).toBe(
      'mail: stray blob outbox/2026-11/.wvqbcl5w9f (not a key the site makes: the temporary file of a write cut short, or put there by hand)',
    );
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
    // March's summary loses 'a' and gains an event that does not exist; April's is gone; an old index key stays.
    const march = (await events().get('summary/2025-03', { type: 'json' })) as { month: string; events: EventRecord[] };
    await events().setJSON('summary/2025-03', { month: '2025-03', events: [...march.events.filter((e) => e.id !== 'a'), event('gone')] });
    await events().delete('summary/2025-04');
    await events().setJSON('month/2025-03/20250301t0900_20250301t1000/gone', {});
    const rows = await Promise.all(
      ['2025-01-05', '2025-01-06', '2025-02-07'].map((day) => storeSubmission('event_feedback', {}, new Date(`${day}T10:00:00Z`))),
    );
    const oldLayout = `event_feedback/${rows[2]!._id}`;
    await submissions().setJSON(oldLayout, await submissions().get(`event_feedback/2025-02/${rows[2]!._id}`, { type: 'json' }));
    await submissions().delete(`event_feedback/2025-02/${rows[2]!._id}`);
    await submissions().setJSON('count/event_feedback', { counts: { '2025-01': 7 } });
    expect(await month('2025-03')).toEqual(['b', 'gone']);
    expect(await month('2025-04')).toEqual([]);
    expect((await listSubmissions('event_feedback')).totalCount).toBe(7);

    const drift = await findDrift();
    expect(drift.map((item) => item.kind).sort()).toEqual(['misplaced-row', 'stray-key', 'summary', 'summary', 'wrong-count']);
    await repairDrift(drift);

    expect(await findDrift()).toEqual([]);
    expect(await month('2025-03')).toEqual(['b', 'a']);
    expect(await month('2025-04')).toEqual(['a']);
    expect(stores().get('events')!.entries.has('month/2025-03/20250301t0900_20250301t1000/gone')).toBe(false);
    const listed = await listSubmissions('event_feedback');
    expect(listed.totalCount).toBe(3);
    expect(listed.rows.map((row) => row._id)).toEqual([rows[2]!._id, rows[1]!._id, rows[0]!._id]);
  });

  it('covers a series: a month one of its dates touches lacking it is named and repaired, its skipped and moved dates counted', async () => {
    // Mondays from 3 Mar 2025, four times: 10 Mar skipped, 24 Mar moved to 1 Apr.
    await putEvent(
      event('walk', {
        startDt: '2025-03-03T07:00',
        endDt: '2025-03-03T08:00',
        grade_list: [],
        rrule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=4',
        exdates: ['2025-03-10'],
        overrides: { '2025-03-24': { startDt: '2025-04-01T07:00', endDt: '2025-04-01T08:00' } },
      }),
    );
    expect(await findDrift()).toEqual([]);
    expect(await month('2025-04')).toEqual(['walk_20250324']);
    await events().delete('summary/2025-04');
    const drift = await findDrift();
    expect(drift.map((item) => item.kind)).toEqual(['summary']);
    await repairDrift(drift);
    expect(await findDrift()).toEqual([]);
    expect(await month('2025-03')).toEqual(['walk_20250303', 'walk_20250317']);
    expect(await month('2025-04')).toEqual(['walk_20250324']);
  });

  it('finds the blobs the site never made in every store, also those the store does not list, and --repair deletes them', async () => {
    await putEvent(event('a'));
    const strays: Array<[StoreName, string]> = [
      ['throttle', 'submit-form/.t0'],
      // Read as an event, it would end the check: it is passed by and named as a stray blob only.
      ['events', 'event/.k2j4h5'],
      ['submissions', 'event_feedback/2025-01/.x'],
      ['mail', 'outbox/2026-11/.wvqbcl5w9f'],
    ];
    for (const [store, key] of strays) await openStore(store).set(key, '');
    // The local store does not list the temporary files of writes; check-data finds them in its folder.
    const unlisted = new Set(['outbox/2026-11/.unlisted']);
    const mail = stores().get('mail')!;
    const remove = mail.delete.bind(mail);
    mail.delete = async (key: string) => {
      unlisted.delete(key);
      return remove(key);
    };
    const unlistedKeys = async (store: StoreName) => (store === 'mail' ? [...unlisted] : []);

    const drift = await findDrift({ unlistedKeys });
    expect(drift).toEqual([
      ...strays.slice(0, 3).map(([store, key]) => ({ kind: 'stray-blob', store, key })),
      { kind: 'stray-blob', store: 'mail', key: 'outbox/2026-11/.unlisted' },
      { kind: 'stray-blob', store: 'mail', key: 'outbox/2026-11/.wvqbcl5w9f' },
    ]);
    await repairDrift(drift);
    expect(await findDrift({ unlistedKeys })).toEqual([]);
    expect(unlisted.size).toBe(0);
    expect([...stores().get('events')!.entries.keys()].sort()).toEqual([
      'event/a',
      'meta/summaries-ready',
      'summary/2025-03',
      'summary/2025-04',
    ]);
  });

  it('refuses to move a row onto another row, leaving both', async () => {
    const row = await storeSubmission('event_feedback', { n: 1 }, new Date('2025-01-05T10:00:00Z'));
    await submissions().setJSON(`event_feedback/${row._id}`, { ...row, form_data: { n: 2 } });
    await expect(repairDrift(await findDrift())).rejects.toThrow(/already holds one/);
    expect(await submissions().get(`event_feedback/2025-01/${row._id}`, { type: 'json' })).toMatchObject({ form_data: { n: 1 } });
    expect(await submissions().get(`event_feedback/${row._id}`, { type: 'json' })).toMatchObject({ form_data: { n: 2 } });
  });

  it("finds a backup's summaries in step after a restore, and rebuilds those a backup made before summaries lacks", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'hsa-check-data-test-'));
    try {
      await putEvent(event('a'));
      await putEvent(event('b', { startDt: '2025-03-10T09:00', endDt: '2025-03-10T10:00' }));
      const file = path.join(folder, 'backup.ndjson.gz');
      await backUpStores(file, 'the test stores');
      await putEvent(event('later', { startDt: '2025-03-20T09:00', endDt: '2025-03-20T10:00' }));
      await events().delete('summary/2025-04');

      // The summaries are carried by the backup like any blob: the months read as they were backed up.
      await restoreStores(await checkBackup(file));
      expect(await month('2025-03')).toEqual(['b', 'a']);
      expect(await month('2025-04')).toEqual(['a']);
      expect(await findDrift()).toEqual([]);

      // A backup made before month summaries holds none: the months read empty until --repair rebuilds them.
      for (const key of [...stores().get('events')!.entries.keys()]) if (key.startsWith('summary/')) await events().delete(key);
      expect(await month('2025-03')).toEqual([]);
      await repairDrift(await findDrift());
      expect(await month('2025-03')).toEqual(['b', 'a']);
      expect(await findDrift()).toEqual([]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('work writes still owe (docs/decisions/049, atomic in-memory stores)', () => {
  useMemoryStores();
  const LATER = Date.now() + 10 * 60 * 1000;

  it('names a job the sweep has not finished once it is older than the grace period, and --repair settles it', async () => {
    await putEvent(event('a'));
    await openJob(monthsJob, { id: 'a', months: ['2025-03'] });
    expect(await findDrift({ now: Date.now() })).toEqual([]);
    const owed = await findDrift({ now: LATER });
    expect(owed).toEqual([{ kind: 'owed-work', key: expect.any(String), job: 'event-months', since: expect.any(String) }]);
    expect(describeDrift(owed[0]!)).toMatch(/^jobs: event-months .* is not finished/);
    await repairDrift(owed, LATER);
    expect(await findDrift({ now: LATER })).toEqual([]);
  });

  it('names a row owed mail with nothing sending it, and --repair owes it again; a mail given up is told, not repaired', async () => {
    const at = new Date(Date.now() - 60 * 60 * 1000);
    const owed = await storeSubmission('volunteer_request', { name: 'Ann', email: 'ann@example.org' }, at, { mailStatus: 'pending' });
    const given = await storeSubmission('volunteer_request', { name: 'Bo', email: 'bo@example.org' }, at, { mailStatus: 'failed' });
    const drift = await findDrift();
    expect(drift).toEqual([{ kind: 'mail-without-job', formType: 'volunteer_request', id: owed._id, receipts: 0 }]);
    expect(describeDrift(drift[0]!)).toBe(
      `submissions: the mails of volunteer_request ${owed._id} are owed and nothing is sending them (--repair owes them again)`,
    );
    expect(await findNotes()).toEqual([
      `submissions: a mail about volunteer_request ${given._id} (${given.submission_date}) was given up; the dashboard says so beside it`,
    ]);
    await repairDrift(drift);
    // Owed again: a job now sends them (with mail not set up here, it waits for the day a mail would).
    expect(await findDrift()).toEqual([]);
    expect((await listOpenJobs()).map((job) => job.kind)).toEqual(['submission']);
    // Waiting for its next try, it is told, not drift: mail follows its own schedule.
    expect(await findDrift({ now: LATER })).toEqual([]);
    expect(await findNotes(LATER)).toContain(
      'mail: 1 submission(s) or move(s) still owe mail since a try failed; the sweep tries again on schedule',
    );
  });
});

describe('sign-up sheets (docs/decisions/066)', () => {
  useMemoryStores();

  it("names a sheet of an event to come that the reminders cannot find, and --repair names it under its event's day", async () => {
    await putEvent(event('fair', { startDt: '2025-10-04T09:00', endDt: '2025-10-04T13:00' }));
    await putEvent(event('past-fair', { startDt: '2025-03-01T09:00', endDt: '2025-03-01T13:00' }));
    const signups = openStore('signups');
    for (const id of ['fair', 'past-fair'])
      await signups.setJSON(`sheets/${id}`, {
        event_id: id,
        slots: [],
        closes_at: null,
        notify: [],
        version: 1,
        updated_at: '',
        entries: [],
      });
    const drift = await findDrift({ now: NOW });
    expect(drift).toEqual([{ kind: 'reminder-marker', eventId: 'fair', startDt: '2025-10-04T09:00', key: 'due/2025-10-04/fair' }]);
    expect(describeDrift(drift[0]!)).toBe(
      'signups: the sheet of fair is not named at due/2025-10-04/fair, so its volunteers would get no reminder (--repair names it)',
    );
    await repairDrift(drift, NOW);
    expect(await findDrift({ now: NOW })).toEqual([]);
    expect((await signups.list({ prefix: 'due/' })).blobs.map((blob) => blob.key)).toEqual(['due/2025-10-04/fair']);
  });
});
