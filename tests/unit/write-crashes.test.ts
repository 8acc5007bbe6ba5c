/**
 * Writes that finish themselves (docs/decisions/049): a function may be stopped after any blob write (a crash,
 * Netlify's time limit). Each write path below is run once per write boundary: stopped right after its 1st,
 * 2nd, ... nth write, then the stores come back and one scheduled sweep runs, ten minutes on. After it, every
 * acknowledged write is whole, every other one whole or gone, nothing is still owed, and no mail went out
 * twice.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import eventFunction from '../../netlify/functions/event';
import formDataFunction from '../../netlify/functions/form-data';
import photoFunction from '../../netlify/functions/photo';
import signupsFunction from '../../netlify/functions/signups';
import submitFormFunction from '../../netlify/functions/submit-form';
import sweepFunction from '../../netlify/functions/sweep';
import { issueToken } from '../../src/server/guard.server';
import { openStore, putRecord } from '../../src/server/store.server';
import { createUser, findUser, listUsers, removeUser, updateUser, type UserRecord } from '../../src/features/users/users.server';
import { listGrades, putFormation, reorderGrades } from '../../src/features/formations/formations.server';
import { readReimbursementStatus } from '../../src/features/reimbursements/workflow.server';
import { findEvent } from '../../src/features/events/server/events.server';
import type { EventRecord } from '../../src/features/events/core/event';
import { atEveryWrite, useCrashingMemoryStores } from '../../scripts/stores/crash-store';
import { backgroundWork, callFunction, functionContext } from '../support/functions';
import { eventsDriftIn } from '../support/event-summaries';
import { storedGrade } from '../support/formations';
import { startSmtpSink, type SmtpSink } from '../../scripts/test/smtp-sink';
import type { MemoryStore } from '../../scripts/stores/memory-store';
import { readFileSync } from 'node:fs';

const TINY_JPEG = new Uint8Array(readFileSync(new URL('../support/tiny.jpg', import.meta.url)));
const ASSOCIATION = 'hsa@stbrigid-school.example.org';
const PAYEE = 'beth@example.org';

const crash = useCrashingMemoryStores();
let sink: SmtpSink;
const ENV = {
  JWT_SECRET: 'unit-test-secret-that-is-long-enough-0123456789',
  SITE_URL: 'https://hsa.example.org',
  MAIL_FROM: 'St. Brigid HSA <hsa-website@example.org>',
};

beforeAll(async () => {
  sink = await startSmtpSink();
  vi.stubEnv('SMTP_URL', sink.url);
  for (const [name, value] of Object.entries(ENV)) vi.stubEnv(name, value);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await sink.close();
});
// A stopped write logs what it could not finish; the assertions say what matters.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** One run of the scheduled sweep, ten minutes on: past the grace period and any claim's lease. */
async function sweepLater(): Promise<void> {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60 * 1000 });
  try {
    const response = await sweepFunction(new Request('http://localhost/.netlify/functions/sweep', { method: 'POST' }));
    expect(response.status).toBe(200);
  } finally {
    vi.useRealTimers();
  }
}

const store = (name: string): MemoryStore => crash.stores().get(name) ?? ({ entries: new Map() } as MemoryStore);
const keysOf = (name: string, prefix = '') => [...store(name).entries.keys()].filter((key) => key.startsWith(prefix));
const json = <T>(name: string, key: string): T => JSON.parse(new TextDecoder().decode(store(name).entries.get(key)!.data)) as T;

/** Nothing is owed any more: every job was settled. */
const expectNothingOwed = () => expect(keysOf('jobs')).toEqual([]);

/** A mail of this kind was given up because its send was under way when the process stopped. */
const expectInterruptedMail = (kind: string) => {
  const mails = keysOf('mail', 'outbox/').map((key) => json<{ kind: string; last_error: string | null }>('mail', key));
  expect(mails.filter((mail) => mail.kind === kind).map((mail) => mail.last_error)).toEqual([
    'The send was interrupted; it may not have arrived.',
  ]);
};

/** A signed-in officer whose record is written as it is (no password hashing: setup is not the path). */
async function officer(userId: string, scopes: UserRecord['scopes'], name = userId): Promise<string> {
  const user: UserRecord = {
    userId,
    name,
    scopes,
    is_admin: false,
    passwordHash: 'not-used',
    version: 1,
    generation: `gen-${userId}`,
    createdAt: '2025-01-01T00:00:00.000Z',
  };
  await putRecord(openStore('users'), `user/${userId}`, user);
  return issueToken(user);
}

/** The function's answer to a call, and the work it went on with after answering. */
async function answered(response: Promise<Response>, answer: (result: Response) => void): Promise<void> {
  const result = await response;
  if (result.ok) answer(result);
  await backgroundWork();
}

describe('a reimbursement request with receipts, stopped after any write', () => {
  const request = () => {
    const form = new FormData();
    form.append('form_type', 'reimbursement_request');
    form.append(
      'form_data',
      JSON.stringify({
        name: 'Beth Moran',
        email: PAYEE,
        volunteer_activity: 'Reimburesment',
        payto_name: 'Beth Moran',
        payto_address: '1 Main St',
        phone: '555-0100',
        pay_arrangement: 'Mail Directly',
        description: 'Cups for the bake sale',
        reimbursement_total: 12,
        website: '',
      }),
    );
    form.append('files', new File([TINY_JPEG], 'cups.jpg'));
    form.append('files', new File([TINY_JPEG], 'plates.jpg'));
    return new Request('http://localhost/v1/api/submit-form', { method: 'POST', body: form });
  };

  it('is stored whole with its receipts or not at all, and mails each of its two people at most once, never silently', async () => {
    const outcomes: string[] = [];
    const writes = await atEveryWrite<Response>(crash, {
      setup: async () => {
        sink.received.length = 0;
      },
      run: (answer) => answered(submitFormFunction(request(), functionContext({ ip: '198.51.100.9' })), answer),
      check: async ({ acknowledged }) => {
        await sweepLater();
        const rows = keysOf('submissions', 'reimbursement_request/');
        const receipts = keysOf('submissions', 'receipt/');
        if (acknowledged) expect(rows).toHaveLength(1);
        expect(rows.length).toBeLessThanOrEqual(1);
        expectNothingOwed();
        if (rows.length === 0) {
          // Gone means gone: no receipt (personal data) is left that nothing names.
          expect(receipts).toEqual([]);
          expect(sink.received).toEqual([]);
          outcomes.push('gone');
          return;
        }
        const row = json<{ _id: string; mail_status?: string; form_data: { receipts: string[] } }>('submissions', rows[0]!);
        expect(receipts.sort()).toEqual([`receipt/${row._id}/0`, `receipt/${row._id}/1`]);
        expect(row.form_data.receipts).toEqual(['cups.jpg', 'plates.jpg']);
        const [confirmations, alerts] = [sink.to(PAYEE), sink.to(ASSOCIATION)];
        expect(confirmations.length).toBeLessThanOrEqual(1);
        expect(alerts.length).toBeLessThanOrEqual(1);
        expect(row.mail_status).toMatch(/^(sent|failed)$/);
        if (row.mail_status === 'sent') {
          expect([confirmations.length, alerts.length]).toEqual([1, 1]);
          // The payee's status link is in the confirmation and opens the request, however late it was written.
          const token = /reimbursement-status\/([A-Za-z0-9_-]{43})/.exec(confirmations[0]!.text)?.[1];
          expect(await readReimbursementStatus(token ?? '')).toMatchObject({ stage: 'submitted', total: 12 });
        } else {
          // Given up only where a send was under way when it stopped (it may have arrived): said on the row.
          const interrupted = keysOf('mail', 'outbox/').map((key) => json<{ last_error: string | null }>('mail', key).last_error);
          expect(interrupted).toContain('The send was interrupted; it may not have arrived.');
        }
        outcomes.push(row.mail_status!);
      },
    });
    // Every boundary was tried: the job, two receipts, the record, then the mails' own writes after the answer.
    expect(writes).toBeGreaterThan(8);
    expect(outcomes).toContain('gone');
    expect(outcomes.filter((outcome) => outcome === 'sent').length).toBeGreaterThan(writes / 2);
  });
});

describe('an event saved or deleted, stopped after any write', () => {
  const SEPTEMBER = { title: 'Fun Run', startDt: '2026-09-10T09:00', endDt: '2026-09-10T12:00', grade_list: ['kindergarten'] };
  let token = '';
  const setup = async () => {
    token = await officer('editor', ['events']);
    await putFormation(storedGrade('kindergarten'));
  };
  const call = (method: string, path: string, body?: unknown) =>
    callFunction(eventFunction, method, path, { body, headers: { Authorization: `Bearer ${token}` } });
  const stored = (): EventRecord[] => keysOf('events', 'event/').map((key) => json<EventRecord>('events', key));
  /** The calendar as the records say it is: every month's summary agrees with them (check-data's own test). */
  const expectCalendarTrue = () => expect(eventsDriftIn(crash.stores().get('events'))).toEqual([]);

  it('creates: the event is in its months or does not exist', async () => {
    const writes = await atEveryWrite<Response>(crash, {
      setup,
      run: (answer) => answered(call('POST', '/v2/api/event/new', SEPTEMBER), answer),
      check: async ({ acknowledged }) => {
        await sweepLater();
        expectCalendarTrue();
        expectNothingOwed();
        expect(stored()).toHaveLength(acknowledged ? 1 : stored().length);
      },
    });
    expect(writes).toBeGreaterThanOrEqual(3);
  });

  it('moves to another month: listed in June or in September as its record says, never in both or neither', async () => {
    let id = '';
    const writes = await atEveryWrite<Response>(crash, {
      setup: async () => {
        await setup();
        const created = await call('POST', '/v2/api/event/new', { ...SEPTEMBER, startDt: '2026-06-10T09:00', endDt: '2026-06-11T12:00' });
        id = ((await created.json()) as { results: EventRecord }).results.id;
      },
      run: (answer) => answered(call('POST', '/v2/api/event/update', { ...SEPTEMBER, id, version: 1, title: 'Fun Run (moved)' }), answer),
      check: async ({ acknowledged }) => {
        await sweepLater();
        expectCalendarTrue();
        expectNothingOwed();
        const [event] = stored();
        expect(event?.title).toBe(acknowledged ? 'Fun Run (moved)' : event?.title);
        expect(['Fun Run', 'Fun Run (moved)']).toContain(event?.title);
      },
    });
    expect(writes).toBeGreaterThanOrEqual(4);
  });

  it('deletes: gone with its photos and from its months, or still whole', async () => {
    let id = '';
    const writes = await atEveryWrite<Response>(crash, {
      setup: async () => {
        await setup();
        const created = await call('POST', '/v2/api/event/new', SEPTEMBER);
        id = ((await created.json()) as { results: EventRecord }).results.id;
        const photo = await callFunction(photoFunction, 'POST', '/v2/api/photo', {
          body: { item_id: id, type: 'event', src: Buffer.from(TINY_JPEG).toString('base64'), title: 'run.jpg' },
          headers: { Authorization: `Bearer ${token}` },
        });
        expect(photo.status).toBe(200);
      },
      run: (answer) => answered(call('DELETE', `/v2/api/event/delete/${id}`), answer),
      check: async ({ acknowledged }) => {
        await sweepLater();
        expectCalendarTrue();
        expectNothingOwed();
        const event = await findEvent(id, { strong: true });
        if (acknowledged) expect(event).toBeNull();
        // An event still there keeps its photo; one gone leaves no photo behind.
        expect(keysOf('photos', 'file/')).toHaveLength(event ? 1 : 0);
        expect(keysOf('photos', 'item/')).toHaveLength(event ? 1 : 0);
        if (event) expect(event.images).toHaveLength(1);
      },
    });
    expect(writes).toBeGreaterThanOrEqual(5);
  });

  it("adds a photo: listed with its bytes and in the event's months, or no trace of it", async () => {
    let id = '';
    await atEveryWrite<Response>(crash, {
      setup: async () => {
        await setup();
        const created = await call('POST', '/v2/api/event/new', SEPTEMBER);
        id = ((await created.json()) as { results: EventRecord }).results.id;
      },
      run: (answer) =>
        answered(
          callFunction(photoFunction, 'POST', '/v2/api/photo', {
            body: { item_id: id, type: 'event', src: Buffer.from(TINY_JPEG).toString('base64'), title: 'run.jpg' },
            headers: { Authorization: `Bearer ${token}` },
          }),
          answer,
        ),
      check: async ({ acknowledged }) => {
        await sweepLater();
        expectCalendarTrue();
        expectNothingOwed();
        const files = keysOf('photos', 'file/');
        expect(keysOf('photos', 'item/')).toHaveLength(files.length);
        expect((await findEvent(id, { strong: true }))?.images).toHaveLength(files.length);
        if (acknowledged) expect(files).toHaveLength(1);
      },
    });
  });
  it('orders photos: the cover is the first photo in the stored order, the new order whole once acknowledged', async () => {
    let id = '';
    let order: string[] = [];
    const writes = await atEveryWrite<Response>(crash, {
      setup: async () => {
        await setup();
        const created = await call('POST', '/v2/api/event/new', SEPTEMBER);
        id = ((await created.json()) as { results: EventRecord }).results.id;
        const ids: string[] = [];
        for (const title of ['a.jpg', 'b.jpg', 'c.jpg']) {
          const photo = await callFunction(photoFunction, 'POST', '/v2/api/photo', {
            body: { item_id: id, type: 'event', src: Buffer.from(TINY_JPEG).toString('base64'), title },
            headers: { Authorization: `Bearer ${token}` },
          });
          ids.push(((await photo.json()) as { results: { _id: string } }).results._id);
          await backgroundWork();
        }
        order = [...ids].reverse();
      },
      run: (answer) =>
        answered(
          callFunction(photoFunction, 'PUT', '/v2/api/photo/order', {
            body: { item_id: id, type: 'event', order },
            headers: { Authorization: `Bearer ${token}` },
          }),
          answer,
        ),
      check: async ({ acknowledged }) => {
        await sweepLater();
        expectNothingOwed();
        const listed = keysOf('photos', 'item/')
          .sort()
          .map((key) => json<{ _id: string; create_date: string }>('photos', key))
          .sort((a, b) => a.create_date.localeCompare(b.create_date));
        expect(listed).toHaveLength(3);
        expect((await findEvent(id, { strong: true }))?.images).toEqual(listed.map((photo) => `/v2/api/photo/image/${photo._id}`));
        if (acknowledged) expect(listed.map((photo) => photo._id)).toEqual(order);
      },
    });
    expect(writes).toBeGreaterThanOrEqual(3);
  });
});

describe('a series split at one occurrence ("This and following events"), stopped after any write', () => {
  let token = '';
  const call = (method: string, path: string, body?: unknown) =>
    callFunction(eventFunction, method, path, { body, headers: { Authorization: `Bearer ${token}` } });
  const MEETING = { title: 'HSA Meeting', startDt: '2026-11-03T19:00', endDt: '2026-11-03T20:00', rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=6' };
  const listed = async () => {
    const response = await call('GET', '/v2/api/event?start_dt=2026-11-01&end_dt=2027-01-01');
    return ((await response.json()) as { results: EventRecord[] }).results.map((event) => event.startDt);
  };

  it('is the old series whole, or the old series cut and the new one whole: never both, never neither', async () => {
    let id = '';
    const writes = await atEveryWrite<Response>(crash, {
      setup: async () => {
        token = await officer('editor', ['events']);
        const created = await call('POST', '/v2/api/event/new', MEETING);
        id = ((await created.json()) as { results: EventRecord }).results.id;
      },
      run: (answer) =>
        answered(
          call('POST', '/v2/api/event/update', {
            ...MEETING,
            startDt: '2026-11-24T18:00',
            endDt: '2026-11-24T19:00',
            id: `${id}_20261124`,
            version: 1,
            scope: 'following',
          }),
          answer,
        ),
      check: async ({ acknowledged }) => {
        await sweepLater();
        expect(eventsDriftIn(crash.stores().get('events'))).toEqual([]);
        expectNothingOwed();
        const before = [
          '2026-11-03T19:00',
          '2026-11-10T19:00',
          '2026-11-17T19:00',
          '2026-11-24T19:00',
          '2026-12-01T19:00',
          '2026-12-08T19:00',
        ];
        const after = [
          '2026-11-03T19:00',
          '2026-11-10T19:00',
          '2026-11-17T19:00',
          '2026-11-24T18:00',
          '2026-12-01T18:00',
          '2026-12-08T18:00',
        ];
        const now = await listed();
        if (acknowledged) expect(now).toEqual(after);
        else expect([before, after]).toContainEqual(now);
      },
    });
    expect(writes).toBeGreaterThanOrEqual(4);
  });
});

describe("a series' photos following the scope of a change (docs/decisions/085), stopped after any write", () => {
  let token = '';
  const DAILY = { title: 'Friday Mass', startDt: '2026-11-04T08:00', endDt: '2026-11-04T09:00', rrule: 'FREQ=DAILY;COUNT=4' };
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const call = (method: string, path: string, body?: unknown) => callFunction(eventFunction, method, path, { body, headers: auth() });
  const upload = (itemId: string, title: string, scope?: string) =>
    callFunction(photoFunction, 'POST', '/v2/api/photo', {
      body: { item_id: itemId, type: 'event', src: Buffer.from(TINY_JPEG).toString('base64'), title, ...(scope && { scope }) },
      headers: auth(),
    });
  /** Titles of the photos a date shows, as the public list answers them. */
  const shown = async (id: string) => {
    const response = await callFunction(photoFunction, 'GET', `/v2/api/photo/event/${id}?page=1&page_size=50`);
    return ((await response.json()) as { results: Array<{ title: string }> }).results.map((photo) => photo.title).sort();
  };
  let seriesId = '';
  const setup = async () => {
    token = await officer('editor', ['events']);
    const created = await call('POST', '/v2/api/event/new', DAILY);
    seriesId = ((await created.json()) as { results: EventRecord }).results.id;
    expect((await upload(seriesId, 'series.jpg')).status).toBe(200);
    await backgroundWork();
  };
  const photoId = (key: string) => key.split('/').at(-1);
  /**
   * Every photo's bytes are listed and every listing has its bytes; each record's images (and each date's own, in
   * its changes) are its listing's, cover first; only dates with photos of their own have a listing.
   */
  const expectPhotosWhole = () => {
    const files = keysOf('photos', 'file/').map(photoId).sort();
    expect(keysOf('photos', 'item/').map(photoId).sort()).toEqual(files);
    const listing = (itemId: string) =>
      keysOf('photos', `item/event/${itemId}/`)
        // In key order, then by date, as the server lists them: two photos may share a date (a copy keeps its source's).
        .sort()
        .map((key) => json<{ _id: string; create_date: string }>('photos', key))
        .sort((a, b) => a.create_date.localeCompare(b.create_date))
        .map((photo) => `/v2/api/photo/image/${photo._id}`);
    const items = new Set(keysOf('photos', 'item/event/').map((key) => key.split('/')[2]));
    for (const record of keysOf('events', 'event/').map((key) => json<EventRecord>('events', key))) {
      expect(record.images, record.id).toEqual(listing(record.id));
      items.delete(record.id);
      for (const [day, override] of Object.entries(record.overrides ?? {})) {
        const dateId = `${record.id}_${day.replaceAll('-', '')}`;
        if (override.images) expect(override.images, dateId).toEqual(listing(dateId));
        if (override.images) items.delete(dateId);
      }
    }
    expect([...items], 'listings of no event or date').toEqual([]);
  };

  it('"This event": the date shows its series\' photos, or its own whole (a copy and the new one); the others the series\'', async () => {
    const writes = await atEveryWrite<Response>(crash, {
      setup,
      run: (answer) => answered(upload(`${seriesId}_20261105`, 'date.jpg', 'this'), answer),
      check: async ({ acknowledged }) => {
        await sweepLater();
        expectNothingOwed();
        expectPhotosWhole();
        expect(await shown(`${seriesId}_20261104`)).toEqual(['series.jpg']);
        expect(await shown(`${seriesId}_20261106`)).toEqual(['series.jpg']);
        const date = await shown(`${seriesId}_20261105`);
        if (acknowledged) expect(date).toEqual(['date.jpg', 'series.jpg']);
        else expect([['series.jpg'], ['date.jpg', 'series.jpg']]).toContainEqual(date);
      },
    });
    expect(writes).toBeGreaterThanOrEqual(6);
  });

  it('"All events" from a date with its own photos: every date shows them and the new one, or nothing changed', async () => {
    const writes = await atEveryWrite<Response>(crash, {
      setup: async () => {
        await setup();
        expect((await upload(`${seriesId}_20261105`, 'date.jpg', 'this')).status).toBe(200);
        await backgroundWork();
      },
      run: (answer) => answered(upload(`${seriesId}_20261105`, 'all.jpg', 'all'), answer),
      check: async ({ acknowledged }) => {
        await sweepLater();
        expectNothingOwed();
        expectPhotosWhole();
        const dates = await Promise.all(['04', '05', '06'].map((day) => shown(`${seriesId}_202611${day}`)));
        if (acknowledged) expect(dates).toEqual(Array.from({ length: 3 }, () => ['all.jpg', 'date.jpg', 'series.jpg']));
        // Stopped before the new photo was stored: every date shows the date's photos, or nothing moved yet.
        else
          expect([
            [['series.jpg'], ['date.jpg', 'series.jpg'], ['series.jpg']],
            Array.from({ length: 3 }, () => ['date.jpg', 'series.jpg']),
            Array.from({ length: 3 }, () => ['all.jpg', 'date.jpg', 'series.jpg']),
          ]).toContainEqual(dates);
      },
    });
    expect(writes).toBeGreaterThanOrEqual(20);
  });

  it('"All events" from a date with its own photos, tried again after a stop before the sweep: every photo kept', async () => {
    const run = () => upload(`${seriesId}_20261105`, 'all.jpg', 'all');
    await atEveryWrite<Response>(crash, {
      setup: async () => {
        await setup();
        expect((await upload(`${seriesId}_20261105`, 'date.jpg', 'this')).status).toBe(200);
        await backgroundWork();
      },
      run: (answer) => answered(run(), answer),
      check: async ({ acknowledged }) => {
        // The officer saw an error and saves again at once, before any sweep.
        if (!acknowledged) await answered(run(), (result) => expect(result.status).toBe(200));
        await sweepLater();
        expectNothingOwed();
        expectPhotosWhole();
        const dates = await Promise.all(['04', '05', '06'].map((day) => shown(`${seriesId}_202611${day}`)));
        // A photo stored by the stopped attempt stays too: the editor uploads again what it was not told was kept.
        for (const date of dates) expect(date.filter((title) => title !== 'all.jpg')).toEqual(['date.jpg', 'series.jpg']);
        for (const date of dates) expect(date).toContain('all.jpg');
      },
    });
  });

  it('"This and following": the new series has its own copy of the photos, whole, or the series was not split', async () => {
    const writes = await atEveryWrite<Response>(crash, {
      setup,
      run: (answer) =>
        answered(
          call('POST', '/v2/api/event/update', {
            ...DAILY,
            title: 'Friday Mass (chapel)',
            id: `${seriesId}_20261106`,
            version: 1,
            scope: 'following',
          }),
          answer,
        ),
      check: async ({ acknowledged }) => {
        await sweepLater();
        expectNothingOwed();
        expectPhotosWhole();
        const records = keysOf('events', 'event/').map((key) => json<EventRecord>('events', key));
        if (acknowledged) expect(records).toHaveLength(2);
        for (const record of records)
          expect(await shown(`${record.id}_${record.startDt.slice(0, 10).replaceAll('-', '')}`)).toEqual(['series.jpg']);
        // Two series never share bytes: deleting one leaves the other's photos whole.
        expect(keysOf('photos', 'file/')).toHaveLength(records.length);
      },
    });
    expect(writes).toBeGreaterThanOrEqual(6);
  });

  it('a date skipped ("This event" deleted) loses its own photos, or keeps them whole', async () => {
    await atEveryWrite<Response>(crash, {
      setup: async () => {
        await setup();
        expect((await upload(`${seriesId}_20261105`, 'date.jpg', 'this')).status).toBe(200);
        await backgroundWork();
      },
      run: (answer) => answered(call('DELETE', `/v2/api/event/delete/${seriesId}_20261105?scope=this`), answer),
      check: async ({ acknowledged }) => {
        await sweepLater();
        expectNothingOwed();
        expectPhotosWhole();
        const skipped = (json<EventRecord>('events', `event/${seriesId}`).exdates ?? []).includes('2026-11-05');
        if (acknowledged) expect(skipped).toBe(true);
        expect(keysOf('photos', 'file/')).toHaveLength(skipped ? 1 : 3);
      },
    });
  });
});

describe('a reimbursement moved by an officer, stopped after any write', () => {
  let token = '';
  let rowId = '';
  const move = (body: unknown) =>
    callFunction(formDataFunction, 'POST', '/v1/user_auth/form-data/reimbursement_request', {
      body,
      headers: { Authorization: `Bearer ${token}` },
    });

  it('is approved once with one mail to the payee, or not at all', async () => {
    const writes = await atEveryWrite<Response>(crash, {
      setup: async () => {
        token = await officer('treasurer', ['forms'], 'Terry Treasurer');
        const sent = await callFunction(submitFormFunction, 'POST', '/v1/api/submit-form', {
          ip: '198.51.100.10',
          body: {
            form_type: 'reimbursement_request',
            form_data: {
              name: 'Beth Moran',
              email: PAYEE,
              volunteer_activity: 'Reimburesment',
              payto_name: 'Beth Moran',
              payto_address: '1 Main St',
              phone: '555-0100',
              pay_arrangement: 'Mail Directly',
              description: 'Cups',
              reimbursement_total: 12,
              website: '',
            },
          },
        });
        expect(sent.status).toBe(200);
        await backgroundWork();
        rowId = keysOf('submissions', 'reimbursement_request/')[0]!.split('/').at(-1)!;
        sink.received.length = 0;
      },
      run: (answer) => answered(move({ row_id: rowId, version: 1, update_fields: { stage: 'approved', note: 'Fine' } }), answer),
      check: async ({ acknowledged }) => {
        await sweepLater();
        expectNothingOwed();
        const row = json<{ stage?: string; version: number; mail_status?: string }>(
          'submissions',
          keysOf('submissions', 'reimbursement_request/')[0]!,
        );
        if (acknowledged) expect(row.stage).toBe('approved');
        const stageMails = sink.to(PAYEE);
        if (row.stage !== 'approved') {
          expect(row.version).toBe(1);
          expect(stageMails).toEqual([]);
          return;
        }
        expect(row.version).toBe(2);
        expect(stageMails.length).toBeLessThanOrEqual(1);
        if (stageMails.length === 0) expect(row.mail_status).toBe('failed');
      },
    });
    expect(writes).toBeGreaterThanOrEqual(4);
  });
});

describe('a change of administrators, stopped after any write', () => {
  /** An account as stored (no password hashing: setup is not the path), on the roster when an administrator. */
  const account = (userId: string, isAdmin: boolean): UserRecord => ({
    userId,
    name: userId,
    scopes: [],
    is_admin: isAdmin,
    passwordHash: 'not-used',
    version: 1,
    generation: `gen-${userId}`,
    createdAt: '2025-01-01T00:00:00.000Z',
  });
  const setup = (admins: readonly string[], others: readonly string[]) => async () => {
    for (const userId of admins) await putRecord(openStore('users'), `user/${userId}`, account(userId, true));
    for (const userId of others) await putRecord(openStore('users'), `user/${userId}`, account(userId, false));
    await putRecord(openStore('users'), 'admins', { admins });
  };
  /** What must hold whatever stopped: the roster names exactly the administrators, and at least one remains. */
  async function expectRosterTrue() {
    const admins = (await listUsers()).filter((user) => user.is_admin).map((user) => user.userId);
    expect(json<{ admins: string[] }>('users', 'admins').admins.sort()).toEqual(admins.sort());
    expect(admins.length).toBeGreaterThan(0);
  }
  const edit = (userId: string, isAdmin: boolean) => () => updateUser(userId, { name: userId, scopes: [], is_admin: isAdmin, version: 1 });
  const cases: Array<{ name: string; admins: string[]; others: string[]; change: () => Promise<unknown>; after: () => Promise<void> }> = [
    {
      name: 'promote',
      admins: ['alex'],
      others: ['sam'],
      change: edit('sam', true),
      after: async () => expect((await findUser('sam'))?.is_admin).toBe(true),
    },
    {
      name: 'demote',
      admins: ['alex', 'sam'],
      others: [],
      change: edit('alex', false),
      after: async () => expect((await findUser('alex'))?.is_admin).toBe(false),
    },
    {
      name: 'add',
      admins: ['alex'],
      others: [],
      change: () => createUser({ userId: 'kim', name: 'Kim', scopes: [], is_admin: true, password: 'a-long-password' }),
      after: async () => expect((await findUser('kim'))?.is_admin).toBe(true),
    },
    {
      name: 'remove',
      admins: ['alex', 'sam'],
      others: [],
      change: () => removeUser('alex'),
      after: async () => expect(await findUser('alex')).toBeNull(),
    },
  ];

  for (const { name, admins, others, change, after } of cases) {
    it(`${name}s an administrator: the roster follows the users`, async () => {
      const writes = await atEveryWrite<unknown>(crash, {
        setup: setup(admins, others),
        run: async (answer) => answer(await change()),
        check: async ({ acknowledged }) => {
          await sweepLater();
          expectNothingOwed();
          await expectRosterTrue();
          if (acknowledged) await after();
        },
      });
      expect(writes).toBeGreaterThanOrEqual(3);
    });
  }
});

describe('a grade reorder, stopped after any write', () => {
  const GRADES = ['pre-k', 'kindergarten', '1st-grade'];
  const order = async () => (await listGrades({ strong: true })).grades.map((grade) => grade.slug);

  it('is one write: the stored order is the one before or the one sent, never a mix', async () => {
    const writes = await atEveryWrite<unknown>(crash, {
      setup: async () => {
        for (const [index, slug] of GRADES.entries()) await putFormation({ ...storedGrade(slug), order: index });
      },
      run: async (answer) =>
        answer(
          await reorderGrades(
            [...GRADES].reverse().map((slug, index) => ({ _id: `id-${slug}`, order: index })),
            0,
          ),
        ),
      check: async ({ acknowledged }) => {
        await sweepLater();
        expectNothingOwed();
        const stored = await order();
        expect([GRADES, [...GRADES].reverse()]).toContainEqual(stored);
        if (acknowledged) expect(stored).toEqual([...GRADES].reverse());
      },
    });
    expect(writes).toBe(1);
  });
});

describe('a volunteer sign-up and a cancel, stopped after any write', () => {
  const VOLUNTEER = 'dana@example.org';
  const WAITING = 'evan@example.org';
  let token = '';
  let eventId = '';
  let slotId = '';
  const call = (fn: typeof signupsFunction, method: string, path: string, body?: unknown) =>
    callFunction(fn, method, path, { body, headers: { Authorization: `Bearer ${token}` }, ip: '198.51.100.20' });
  const sheet = () => json<{ entries: Array<{ email: string; status: string }> }>('signups', `sheets/${eventId}`);
  const setup = async () => {
    sink.received.length = 0;
    token = await officer('editor', ['events']);
    const created = await call(eventFunction, 'POST', '/v2/api/event/new', {
      title: 'Fall Festival',
      startDt: '2030-10-05T09:00',
      endDt: '2030-10-05T13:00',
      location: 'Parish Hall',
    });
    eventId = ((await created.json()) as { results: EventRecord }).results.id;
    const saved = await call(signupsFunction, 'PUT', `/v1/user_auth/signups/${eventId}`, {
      slots: [{ title: 'Set-up', capacity: 1 }],
      notify: [ASSOCIATION],
    });
    slotId = ((await saved.json()) as { results: { slots: Array<{ id: string }> } }).results.slots[0]!.id;
    await backgroundWork();
  };
  const signUp = (email: string, name: string) =>
    call(signupsFunction, 'POST', `/v1/api/signups/${eventId}`, { slot_id: slotId, name, email, website: '' });
  const tokenIn = (text: string) => /volunteers\/signup\/([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';

  it('is on the sheet with one confirmation whose link opens it, or not at all', async () => {
    const writes = await atEveryWrite<Response>(crash, {
      setup,
      run: (answer) => answered(signUp(VOLUNTEER, 'Dana Diaz'), answer),
      check: async ({ acknowledged }) => {
        await sweepLater();
        expectNothingOwed();
        const entries = sheet().entries;
        if (acknowledged) expect(entries).toHaveLength(1);
        const mails = sink.to(VOLUNTEER);
        if (entries.length === 0) expect(mails).toEqual([]);
        else if (mails.length === 0) expectInterruptedMail('signup-confirm');
        else {
          expect(mails).toHaveLength(1);
          const view = await call(signupsFunction, 'GET', `/v1/api/signups/manage/${tokenIn(mails[0]!.text)}`);
          expect(((await view.json()) as { results: { status: string } }).results.status).toBe('confirmed');
        }
      },
    });
    expect(writes).toBeGreaterThanOrEqual(4);
  });

  it('is a cancel whose place went to the waitlist with one mail each, or nothing changed', async () => {
    let link = '';
    const writes = await atEveryWrite<Response>(crash, {
      setup: async () => {
        await setup();
        await signUp(VOLUNTEER, 'Dana Diaz');
        await signUp(WAITING, 'Evan Eng');
        await backgroundWork();
        link = tokenIn(sink.to(VOLUNTEER)[0]!.text);
        sink.received.length = 0;
      },
      run: (answer) => answered(call(signupsFunction, 'POST', `/v1/api/signups/manage/${link}`, { action: 'cancel' }), answer),
      check: async ({ acknowledged }) => {
        await sweepLater();
        expectNothingOwed();
        const statuses = sheet().entries.map((entry) => entry.status);
        if (acknowledged) expect(statuses).toEqual(['cancelled', 'confirmed']);
        else
          expect([
            ['confirmed', 'waitlisted'],
            ['cancelled', 'confirmed'],
          ]).toContainEqual(statuses);
        const cancelled = statuses[0] === 'cancelled';
        // Each of the two mails of a cancel went once, or its send was under way when it stopped (given up, said so).
        for (const [address, kind] of [
          [WAITING, 'signup-promoted'],
          [ASSOCIATION, 'signup-cancelled'],
        ] as const) {
          if (!cancelled) expect(sink.to(address)).toEqual([]);
          else if (sink.to(address).length === 0) expectInterruptedMail(kind);
          else expect(sink.to(address)).toHaveLength(1);
        }
      },
    });
    expect(writes).toBeGreaterThanOrEqual(4);
  });
});

describe('a series split with a sign-up on a later date (docs/decisions/094), stopped after any write', () => {
  const VOLUNTEER = 'fran@example.org';
  const MEETING = { title: 'Book Fair', startDt: '2030-03-05T18:00', endDt: '2030-03-05T19:00', rrule: 'FREQ=WEEKLY;COUNT=6' };
  let token = '';
  let seriesId = '';
  const call = (fn: typeof signupsFunction, method: string, path: string, body?: unknown) =>
    callFunction(fn, method, path, { body, headers: { Authorization: `Bearer ${token}` }, ip: '198.51.100.21' });
  const tokenIn = (text: string) => /volunteers\/signup\/([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';

  it('follows its date: the sign-up is on the sheet of the date as it is, its link opens it, and the volunteer hears of the new time once, never of a cancel', async () => {
    let link = '';
    const writes = await atEveryWrite<Response>(crash, {
      setup: async () => {
        sink.received.length = 0;
        token = await officer('editor', ['events']);
        const created = await call(eventFunction, 'POST', '/v2/api/event/new', MEETING);
        seriesId = ((await created.json()) as { results: EventRecord }).results.id;
        const third = `${seriesId}_20300319`;
        const saved = await call(signupsFunction, 'PUT', `/v1/user_auth/signups/${third}`, { slots: [{ title: 'Cashier', capacity: 2 }] });
        const slotId = ((await saved.json()) as { results: { slots: Array<{ id: string }> } }).results.slots[0]!.id;
        await call(signupsFunction, 'POST', `/v1/api/signups/${third}`, {
          slot_id: slotId,
          name: 'Fran Ford',
          email: VOLUNTEER,
          website: '',
        });
        await backgroundWork();
        link = tokenIn(sink.to(VOLUNTEER)[0]!.text);
        sink.received.length = 0;
      },
      run: (answer) =>
        answered(
          call(eventFunction, 'POST', '/v2/api/event/update', {
            ...MEETING,
            startDt: '2030-03-12T17:00',
            endDt: '2030-03-12T18:00',
            id: `${seriesId}_20300312`,
            version: 1,
            scope: 'following',
          }),
          answer,
        ),
      check: async ({ acknowledged }) => {
        await sweepLater();
        expectNothingOwed();
        const view = await call(signupsFunction, 'GET', `/v1/api/signups/manage/${link}`);
        expect(view.status).toBe(200);
        const manage = ((await view.json()) as { results: { event_id: string; startDt: string; status: string } }).results;
        expect(manage.status).toBe('confirmed');
        const split = !(await findEvent(`${seriesId}_20300319`, { strong: true }));
        if (acknowledged) expect(split).toBe(true);
        // The link names the date as it is: the old id while the series was not split, else the new series' date.
        expect(manage.startDt).toBe(split ? '2030-03-19T17:00' : '2030-03-19T18:00');
        expect(manage.event_id.startsWith(seriesId)).toBe(!split);
        const sheet = await call(signupsFunction, 'GET', `/v1/api/signups/${manage.event_id}`);
        expect(sheet.status).toBe(200);
        const subjects = sink.to(VOLUNTEER).map((mail) => mail.subject);
        expect(subjects.filter((subject) => subject.startsWith('Cancelled'))).toEqual([]);
        if (!split) expect(subjects).toEqual([]);
        else if (subjects.length === 0) expectInterruptedMail('signup-change');
        else expect(subjects).toEqual(['Changed: Book Fair has a new time']);
      },
    });
    expect(writes).toBeGreaterThanOrEqual(20);
  });
});
