import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import eventFunction from '../../../../netlify/functions/event';
import {
  createEvent,
  deleteEvent,
  listEvents,
  withGradeEventsMoved,
  putEvent,
  setEventPhotos,
  updateEvent,
  type EventListQuery,
} from './events.server';
import { putFormation, updateFormation } from '../../formations/index.server';
import { updateEventScoped } from './series.server';
import { type Formation, formationInputSchema } from '../../formations';
import { openStore, putRecord, setStoreFactory } from '../../../server/store.server';
import { type EventRecord, monthRange } from '../core/event';
import { eventInputSchema, type EventInputValues } from '../core/event-schema';
import { countingStores } from '../../../../scripts/stores/counting-store';
import { callFunction } from '../../../../tests/support/functions';
import { storedGrade } from '../../../../tests/support/formations';
import { eventsDriftIn } from '../../../../tests/support/event-summaries';

let stores: ReturnType<typeof countingStores>;

beforeEach(async () => {
  stores = countingStores();
  setStoreFactory(stores.factory);
  await putFormation(storedGrade('kindergarten'));
  await putFormation(storedGrade('1st-grade'));
});

afterEach(() => setStoreFactory(null));

const input = (values: Partial<EventInputValues> = {}) =>
  eventInputSchema.parse({ title: 'Fun Run', startDt: '2025-03-05T09:00', endDt: '2025-03-05T12:00', ...values });
const month = (yyyyMm: string, scope: EventListQuery['scope'] = { kind: 'all' }) =>
  listEvents({ range: monthRange(yyyyMm), scope, limit: 50 });
const titles = (events: EventRecord[]) => events.map((event) => event.title);
/** The summaries' keys (not the records', nor the mark that the summaries were built). */
const eventKeys = () => [...(stores.stores.get('events')?.entries.keys() ?? [])].filter((key) => key.startsWith('summary/')).sort();
/** The stored summaries against the records, as check-data compares them: [] when they agree. */
const drift = () => eventsDriftIn(stores.stores.get('events'));
const kindergarten: EventListQuery['scope'] = { kind: 'grades', grades: ['kindergarten'] };

describe('event saves keep the month summaries in step', () => {
  it('finds a new event in its month and its grade, and not elsewhere', async () => {
    const created = await createEvent(input({ grade_list: ['kindergarten'] }));
    expect(created).toMatchObject({ title: 'Fun Run', slug: 'fun-run', name: 'fun-run', version: 1, images: [] });
    expect(titles(await month('2025-03'))).toEqual(['Fun Run']);
    expect(titles(await month('2025-03', kindergarten))).toEqual(['Fun Run']);
    expect(await month('2025-03', { kind: 'grades', grades: ['1st-grade'] })).toEqual([]);
    expect(await month('2025-04')).toEqual([]);
    expect(eventKeys()).toEqual(['summary/2025-03']);
    expect(drift()).toEqual([]);
  });

  it('refuses a grade that does not exist, naming it', async () => {
    await expect(createEvent(input({ grade_list: ['kindergarten', 'ninth-grade'] }))).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("'ninth-grade'"),
    });
    expect(eventKeys()).toEqual([]);
  });

  it('moves the event between summaries when an update moves the dates or the grades', async () => {
    const created = await createEvent(input({ grade_list: ['kindergarten'] }));
    const moved = await updateEvent({
      ...input({ startDt: '2025-04-30T18:00', endDt: '2025-05-01T09:00', grade_list: ['1st-grade'] }),
      id: created.id,
      version: 1,
    });
    expect(moved.version).toBe(2);
    expect(await month('2025-03')).toEqual([]);
    expect(titles(await month('2025-04'))).toEqual(['Fun Run']);
    expect(titles(await month('2025-05'))).toEqual(['Fun Run']);
    expect(await month('2025-04', kindergarten)).toEqual([]);
    expect(titles(await month('2025-04', { kind: 'grades', grades: ['1st-grade'] }))).toEqual(['Fun Run']);
    // The month it left keeps an empty summary.
    expect(eventKeys()).toEqual(['summary/2025-03', 'summary/2025-04', 'summary/2025-05']);
    expect(drift()).toEqual([]);
  });

  it('refuses a stale update with 409 and leaves the summaries as they were', async () => {
    const created = await createEvent(input());
    await updateEvent({ ...input({ title: 'Fun Run 2' }), id: created.id, version: 1 });
    const before = eventKeys();
    await expect(
      updateEvent({ ...input({ startDt: '2025-06-01T09:00', endDt: '2025-06-01T10:00' }), id: created.id, version: 1 }),
    ).rejects.toMatchObject({ status: 409 });
    expect(eventKeys()).toEqual(before);
    expect(titles(await month('2025-03'))).toEqual(['Fun Run 2']);
    expect(drift()).toEqual([]);
  });

  it('keeps the photos an update does not know about', async () => {
    const created = await createEvent(input());
    await putEvent({ ...created, images: ['/v2/api/photo/image/a'] });
    const updated = await updateEvent({ ...input({ title: 'Renamed' }), id: created.id, version: created.version });
    expect(updated.images).toEqual(['/v2/api/photo/image/a']);
    expect((await month('2025-03'))[0]?.images).toEqual(['/v2/api/photo/image/a']);
  });

  it("brings the photos into every month's list of the event", async () => {
    const created = await createEvent(input({ endDt: '2025-04-02T12:00' }));
    await setEventPhotos(created.id, ['/v2/api/photo/image/a', '/v2/api/photo/image/b']);
    expect((await month('2025-03'))[0]?.images).toEqual(['/v2/api/photo/image/a', '/v2/api/photo/image/b']);
    expect((await month('2025-04'))[0]?.images).toEqual(['/v2/api/photo/image/a', '/v2/api/photo/image/b']);
    expect(drift()).toEqual([]);
  });

  it('deletes the event and takes it out of every month it touched', async () => {
    const created = await createEvent(input({ endDt: '2025-04-02T12:00', grade_list: ['kindergarten', '1st-grade'] }));
    expect(titles(await month('2025-04', kindergarten))).toEqual(['Fun Run']);
    const deleted = await deleteEvent(created.id);
    expect(deleted).toEqual(created);
    expect(await month('2025-03')).toEqual([]);
    expect(await month('2025-04')).toEqual([]);
    expect(drift()).toEqual([]);
    await expect(deleteEvent(created.id)).rejects.toMatchObject({ status: 404 });
  });
});

describe('lists', () => {
  it('show an event across a year end once in each month it covers, sorted by start', async () => {
    await createEvent(input({ title: 'Winter Break Camp', startDt: '2025-12-29T09:00', endDt: '2026-01-02T15:00' }));
    await createEvent(input({ title: 'New Year Mass', startDt: '2026-01-01T10:00', endDt: '2026-01-01T11:00' }));
    await createEvent(input({ title: 'Advent Fair', startDt: '2025-12-06T10:00', endDt: '2025-12-06T14:00' }));
    expect(titles(await month('2025-12'))).toEqual(['Advent Fair', 'Winter Break Camp']);
    expect(titles(await month('2026-01'))).toEqual(['Winter Break Camp', 'New Year Mass']);
  });
});

describe('grades renamed or deleted', () => {
  it('moves the events of a renamed grade to its new slug as the Grade tool saves it', async () => {
    const created = await createEvent(input({ grade_list: ['kindergarten', '1st-grade'] }));
    const schoolWide = await createEvent(input({ title: 'Mass' }));
    const renamed = await moveGradeEventsVia('kindergarten', 'Pre-K');
    expect(renamed.slug).toBe('pre-k');
    expect(titles(await month('2025-03', { kind: 'grades', grades: ['pre-k'] }))).toEqual(['Fun Run']);
    expect(await month('2025-03', kindergarten)).toEqual([]);
    const [moved] = (await month('2025-03')).filter((event) => event.id === created.id);
    expect(moved).toMatchObject({ grade_list: ['pre-k', '1st-grade'], version: 2 });
    expect((await month('2025-03')).find((event) => event.id === schoolWide.id)).toMatchObject({ grade_list: [], version: 1 });
    expect(drift()).toEqual([]);
  });

  it('moves a renamed grade also where one date of a series changed to it alone', async () => {
    // A school-wide weekly series whose 2nd date is for kindergarten only ("This event").
    const series = await createEvent(input({ title: 'Story Hour', rrule: 'FREQ=WEEKLY;BYDAY=WE;COUNT=3' }));
    await updateEventScoped({
      ...input({
        title: 'Story Hour',
        grade_list: ['kindergarten'],
        startDt: '2025-03-12T09:00',
        endDt: '2025-03-12T12:00',
        scope: 'this',
      }),
      id: `${series.id}_20250312`,
      version: 1,
    });
    await moveGradeEventsVia('kindergarten', 'Pre-K');
    expect((await month('2025-03', { kind: 'grades', grades: ['pre-k'] })).map((event) => event.id)).toEqual([`${series.id}_20250312`]);
    expect(await month('2025-03', kindergarten)).toEqual([]);
    expect((await month('2025-03')).find((event) => event.occurrence === '2025-03-12')).toMatchObject({
      grade_list: ['pre-k'],
      version: 3,
    });
    expect(drift()).toEqual([]);
  });

  it("keeps an event's deleted grade on edit, but refuses adding an unknown one", async () => {
    const created = await createEvent(input({ grade_list: ['kindergarten'] }));
    await stores.stores.get('formations')!.delete('slug/grade/kindergarten');
    const edited = await updateEvent({ ...input({ title: 'Fun Run 2', grade_list: ['kindergarten'] }), id: created.id, version: 1 });
    expect(edited.grade_list).toEqual(['kindergarten']);
    await expect(
      updateEvent({ ...input({ grade_list: ['kindergarten', 'ninth-grade'] }), id: created.id, version: 2 }),
    ).rejects.toMatchObject({ status: 400 });
  });
});

/** Renames a stored grade as the formation function's update does. */
async function moveGradeEventsVia(slug: string, title: string): Promise<Formation> {
  const input = formationInputSchema.parse({ type: 'grade', title, icon: 'school', colorCode: '#123456', links: [], leadership: [] });
  return updateFormation({ ...input, _id: `id-${slug}`, version: 1 }, withGradeEventsMoved);
}

/** About 25 events a month for three years, a third of them for kindergarten. */
async function seedYears(): Promise<void> {
  for (let i = 0; i < 900; i += 1) {
    const day = new Date(Date.UTC(2024, 0, 1) + i * 1.2 * 86_400_000).toISOString().slice(0, 10);
    const endDay = i % 10 === 0 ? new Date(Date.parse(day) + 3 * 86_400_000).toISOString().slice(0, 10) : day;
    await putEvent({
      id: `e${i}`,
      name: 'e',
      title: `Event ${i}`,
      slug: 'e',
      location: '',
      description: '',
      event_links: [],
      images: [],
      version: 1,
      updatedAt: '',
      grade_list: i % 3 === 0 ? ['kindergarten'] : [],
      startDt: `${day}T09:00`,
      endDt: `${endDay}T11:00`,
    });
  }
}

describe('a store written before the month summaries (decision 039)', () => {
  /** Event records as the layout before summaries left them: records and index keys, no summary. */
  async function oldStore() {
    const store = openStore('events', { strong: true });
    for (const [id, startDt, endDt] of [
      ['book-fair', '2025-03-28T08:00', '2025-04-02T15:00'],
      ['fun-run', '2025-04-10T09:00', '2025-04-10T12:00'],
    ] as const) {
      await putRecord(store, `event/${id}`, {
        ...input({ title: id, startDt, endDt }),
        id,
        name: id,
        slug: id,
        images: [],
        version: 1,
        updatedAt: '',
      });
      await putRecord(store, `month/${startDt.slice(0, 7)}/x/${id}`, {});
    }
    return store;
  }

  it('builds every summary on the first read that finds none, once, so the calendar never reads empty', async () => {
    await oldStore();
    expect(titles(await month('2025-04'))).toEqual(['book-fair', 'fun-run']);
    expect(eventKeys()).toEqual(['summary/2025-03', 'summary/2025-04']);
    expect(drift()).toEqual([
      { kind: 'stray-key', key: 'month/2025-03/x/book-fair' },
      { kind: 'stray-key', key: 'month/2025-04/x/fun-run' },
    ]);
    // Built once: an empty month now costs one more read (the mark), and builds nothing.
    const empty = await stores.measure(() => month('2025-06'));
    expect(empty.value).toEqual([]);
    expect(empty.calls).toMatchObject({ reads: 2, lists: 0, writes: 0 });
  });

  it("builds them before a first save, so the save's month keeps the events already there", async () => {
    await oldStore();
    await createEvent(input({ title: 'Bake Sale', startDt: '2025-04-20T09:00', endDt: '2025-04-20T12:00' }));
    expect(titles(await month('2025-04'))).toEqual(['book-fair', 'fun-run', 'Bake Sale']);
    expect(titles(await month('2025-03'))).toEqual(['book-fair']);
  });
});

describe('bounded reads (DESIGN sections 5 and 7)', () => {
  beforeEach(seedYears);

  it("reads one month's summary and no event for a month and for a grade month, without a listing", async () => {
    const all = await stores.measure(() => month('2025-03'));
    expect(all.calls).toMatchObject({ reads: 1, lists: 0, writes: 0 });
    expect(all.value.length).toBeGreaterThan(20);
    const grade = await stores.measure(() => month('2025-03', kindergarten));
    expect(grade.calls).toMatchObject({ reads: 1, lists: 0, writes: 0 });
    expect(grade.value.length).toBeGreaterThan(5);
    expect(grade.value.every((event) => event.grade_list.includes('kindergarten'))).toBe(true);
  });

  it('reads two summaries at once for the home list, mid-month and near a month end alike', async () => {
    const home = await stores.measure(() => listEvents({ range: { start: '2025-03-10' }, scope: { kind: 'all' }, limit: 11 }));
    expect(home.value).toHaveLength(11);
    expect(home.calls).toMatchObject({ lists: 0, reads: 2 });
    expect(home.value[0]!.endDt >= '2025-03-10').toBe(true);
    expect(home.value.map((event) => event.startDt)).toEqual(home.value.map((event) => event.startDt).sort());
    const monthEnd = await stores.measure(() => listEvents({ range: { start: '2025-03-29' }, scope: { kind: 'all' }, limit: 11 }));
    expect(monthEnd.value).toHaveLength(11);
    expect(monthEnd.value[0]!.startDt < '2025-04-01').toBe(true);
    expect(monthEnd.value.at(-1)!.startDt > '2025-04-01').toBe(true);
    expect(monthEnd.calls).toMatchObject({ lists: 0, reads: 2 });
  });

  it('walks forward to the next months with events, and stops at the horizon', async () => {
    const ahead = await stores.measure(() => listEvents({ range: { start: '2023-10-01' }, scope: { kind: 'all' }, limit: 11 }));
    // October and November, then (both empty) the mark that the summaries were built, December, then
    // January to March 2024.
    expect(ahead.calls).toMatchObject({ lists: 0, reads: 7 });
    expect(ahead.value[0]!.startDt).toBe('2024-01-01T09:00');
    expect(ahead.value).toHaveLength(11);
    const later = await stores.measure(() => listEvents({ range: { start: '2026-12-12' }, scope: { kind: 'all' }, limit: 11 }));
    // The seeded events end in mid December 2026: its last few, then nothing more within 24 months.
    expect(later.calls).toMatchObject({ lists: 0, reads: 24 });
    expect(later.value.length).toBeGreaterThan(0);
    expect(later.value.length).toBeLessThan(11);
  });

  it('answers a range as the records say: every event overlapping it, in scope, sorted, at most `limit`', async () => {
    const records = [...stores.stores.get('events')!.entries]
      .filter(([key]) => key.startsWith('event/'))
      .map(([, entry]) => JSON.parse(new TextDecoder().decode(entry.data)) as EventRecord);
    const range = { start: '2024-12-20', end: '2025-02-03' };
    const expected = records
      .filter(
        (event) =>
          event.endDt.slice(0, 10) >= range.start && event.startDt.slice(0, 10) < range.end && event.grade_list.includes('kindergarten'),
      )
      .sort((a, b) => a.startDt.localeCompare(b.startDt) || a.endDt.localeCompare(b.endDt) || a.id.localeCompare(b.id));
    const listed = await stores.measure(() => listEvents({ range, scope: kindergarten, limit: 100 }));
    expect(listed.value).toEqual(expected);
    expect(listed.calls.reads).toBe(3);
    expect((await listEvents({ range, scope: kindergarten, limit: 4 })).map((event) => event.id)).toEqual(
      expected.slice(0, 4).map((event) => event.id),
    );
  });
});

describe('GET /v2/api/event', () => {
  beforeEach(async () => {
    await createEvent(input({ title: 'Book Fair', startDt: '2025-03-28T08:00', endDt: '2025-04-02T15:00', grade_list: ['kindergarten'] }));
    await createEvent(input({ title: 'Fun Run', startDt: '2025-04-10T09:00', endDt: '2025-04-10T12:00' }));
  });

  const get = async (path: string) => {
    const response = await callFunction(eventFunction, 'GET', path);
    return { status: response.status, body: (await response.json()) as { results?: Array<Record<string, unknown>>; error?: string } };
  };

  it("reads the home call's doubled question mark like a single one", async () => {
    const { status, body } = await get('/v2/api/event??per_page=1&start_dt=2025-04-01&include_fields=id,title,startDt,endDt');
    expect(status).toBe(200);
    expect(body.results).toEqual([{ id: expect.any(String), title: 'Book Fair', startDt: '2025-03-28T08:00', endDt: '2025-04-02T15:00' }]);
  });

  it('answers only the known fields asked for', async () => {
    const { body } = await get('/v2/api/event?start_dt=2025-04-01&end_dt=2025-05-01&include_fields=title,image_count,__proto__,password');
    expect(body.results).toEqual([
      { title: 'Book Fair', image_count: 0 },
      { title: 'Fun Run', image_count: 0 },
    ]);
  });

  it.each([
    ['no start_dt', '/v2/api/event?end_dt=2025-05-01', /start_dt/],
    ['a start_dt that is no date', '/v2/api/event?start_dt=2025-02-30', /yyyy-MM-dd/],
    ['an end before the start', '/v2/api/event?start_dt=2025-05-01&end_dt=2025-04-01', /after/],
    ['a range over a year', '/v2/api/event?start_dt=2020-01-01&end_dt=2025-01-01', /at most 366 days/],
    ['a per_page of 0', '/v2/api/event?start_dt=2025-04-01&per_page=0', /per_page/],
    ['a grade_level with a path', '/v2/api/event?start_dt=2025-04-01&grade_level=../users', /grade/],
  ])('refuses %s with a 400', async (_what, path, message) => {
    const { status, body } = await get(path);
    expect(status).toBe(400);
    expect(body.error).toMatch(message);
  });
});
