import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import eventFunction from '../../../netlify/functions/event';
import { indexKeysOf } from './event-index.server';
import {
  createEvent,
  DEAD_ENTRY_AGE_MS,
  deleteEvent,
  listEvents,
  moveGradeEvents,
  putEvent,
  updateEvent,
  type EventListQuery,
} from './events.server';
import { putFormation, updateFormation } from '../formations/index.server';
import { formationInputSchema } from '../formations';
import { setStoreFactory } from '../../../netlify/server/store.server';
import type { EventRecord } from './event';
import { monthRange } from './event-range';
import { eventInputSchema, type EventInputValues } from './event-schema';
import type { Formation } from '../formations';
import { countingStores } from '../../../tests/support/counting-store';
import { callFunction } from '../../../tests/support/functions';
import { storedGrade } from '../../../tests/support/formations';

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
const eventKeys = () => [...(stores.stores.get('events')?.entries.keys() ?? [])].filter((key) => !key.startsWith('event/')).sort();
const kindergarten: EventListQuery['scope'] = { kind: 'grades', grades: ['kindergarten'] };

describe('event saves keep the month and grade index in step', () => {
  it('finds a new event in its month and its grade, and not elsewhere', async () => {
    const created = await createEvent(input({ grade_list: ['kindergarten'] }));
    expect(created).toMatchObject({ title: 'Fun Run', slug: 'fun-run', name: 'fun-run', version: 1, images: [] });
    expect(titles(await month('2025-03'))).toEqual(['Fun Run']);
    expect(titles(await month('2025-03', kindergarten))).toEqual(['Fun Run']);
    expect(await month('2025-03', { kind: 'grades', grades: ['1st-grade'] })).toEqual([]);
    expect(await month('2025-04')).toEqual([]);
  });

  it('refuses a grade that does not exist, naming it', async () => {
    await expect(createEvent(input({ grade_list: ['kindergarten', 'ninth-grade'] }))).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("'ninth-grade'"),
    });
    expect(eventKeys()).toEqual([]);
  });

  it('moves the entries when an update moves the dates or the grades', async () => {
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
    expect(eventKeys()).toEqual(indexKeysOf(moved).sort());
  });

  it('refuses a stale update with 409 and leaves no entries behind', async () => {
    const created = await createEvent(input());
    await updateEvent({ ...input({ title: 'Fun Run 2' }), id: created.id, version: 1 });
    const before = eventKeys();
    await expect(
      updateEvent({ ...input({ startDt: '2025-06-01T09:00', endDt: '2025-06-01T10:00' }), id: created.id, version: 1 }),
    ).rejects.toMatchObject({ status: 409 });
    expect(eventKeys()).toEqual(before);
    expect(titles(await month('2025-03'))).toEqual(['Fun Run 2']);
  });

  it('keeps the photos an update does not know about', async () => {
    const created = await createEvent(input());
    await putEvent({ ...created, images: ['/v2/api/photo/image/a'] });
    const updated = await updateEvent({ ...input({ title: 'Renamed' }), id: created.id, version: created.version });
    expect(updated.images).toEqual(['/v2/api/photo/image/a']);
  });

  it('deletes the event and every entry of it', async () => {
    const created = await createEvent(input({ endDt: '2025-04-02T12:00', grade_list: ['kindergarten', '1st-grade'] }));
    expect(eventKeys()).toHaveLength(6);
    await deleteEvent(created.id);
    expect(eventKeys()).toEqual([]);
    expect(await month('2025-03')).toEqual([]);
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

  it('skip index entries whose event is gone', async () => {
    const created = await createEvent(input());
    await stores.stores.get('events')!.delete(`event/${created.id}`);
    expect(await month('2025-03')).toEqual([]);
  });

  it('still answer `limit` events when earlier entries lead to gone or moved events', async () => {
    const early = new Date(Date.now() - 2 * DEAD_ENTRY_AGE_MS);
    const gone = await createEvent(input({ title: 'Gone', startDt: '2025-03-01T08:00', endDt: '2025-03-01T09:00' }), early);
    const moved = await createEvent(input({ title: 'Moved', startDt: '2025-03-02T08:00', endDt: '2025-03-02T09:00' }));
    await createEvent(input({ title: 'Third', startDt: '2025-03-03T08:00', endDt: '2025-03-03T09:00' }));
    await createEvent(input({ title: 'Fourth', startDt: '2025-03-04T08:00', endDt: '2025-03-04T09:00' }));
    const events = stores.stores.get('events')!;
    await events.delete(`event/${gone.id}`);
    // An update cut short after the record moved to April: its March entry is left behind.
    await events.setJSON(`event/${moved.id}`, { ...moved, startDt: '2025-04-02T08:00', endDt: '2025-04-02T09:00' });
    const listed = await listEvents({ range: { start: '2025-03-01' }, scope: { kind: 'all' }, limit: 2 });
    expect(titles(listed)).toEqual(['Third', 'Fourth']);
  });

  it('delete the entries of an event gone for over an hour, and keep those of one just created', async () => {
    const old = await createEvent(input({ title: 'Old' }), new Date(Date.now() - 2 * DEAD_ENTRY_AGE_MS));
    const fresh = await createEvent(input({ title: 'Fresh' }));
    const events = stores.stores.get('events')!;
    await events.delete(`event/${old.id}`);
    await events.delete(`event/${fresh.id}`);
    expect(await month('2025-03')).toEqual([]);
    // The listing's own entries go; a grade's entries go when that grade's events are read.
    expect(eventKeys().filter((key) => key.startsWith('month/') && key.endsWith(old.id))).toEqual([]);
    expect(
      eventKeys()
        .filter((key) => key.endsWith(fresh.id))
        .sort(),
    ).toEqual(indexKeysOf(fresh).sort());
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
    expect(eventKeys()).toEqual([...indexKeysOf(moved!), ...indexKeysOf(schoolWide)].sort());
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
  return updateFormation({ ...input, _id: `id-${slug}`, version: 1 }, moveGradeEvents);
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

describe('bounded reads (DESIGN sections 5 and 7)', () => {
  beforeEach(seedYears);

  it('reads one listing and only the events it answers for a month and for a grade month', async () => {
    const all = await stores.measure(() => month('2025-03'));
    expect(all.calls.lists).toBe(1);
    expect(all.calls.reads).toBe(all.value.length);
    expect(all.value.length).toBeGreaterThan(20);
    const grade = await stores.measure(() => month('2025-03', kindergarten));
    expect(grade.calls.lists).toBe(1);
    expect(grade.calls.reads).toBe(grade.value.length);
    expect(grade.value.every((event) => event.grade_list.includes('kindergarten'))).toBe(true);
  });

  it('reads per_page events and one listing for the home list', async () => {
    const home = await stores.measure(() => listEvents({ range: { start: '2025-03-10' }, scope: { kind: 'all' }, limit: 11 }));
    expect(home.value).toHaveLength(11);
    expect(home.calls).toMatchObject({ lists: 1, reads: 11 });
    expect(home.value[0]!.endDt >= '2025-03-10').toBe(true);
    expect(home.value.map((event) => event.startDt)).toEqual(home.value.map((event) => event.startDt).sort());
  });

  it('walks forward to the next months with events, and stops at the horizon', async () => {
    const ahead = await stores.measure(() => listEvents({ range: { start: '2023-10-01' }, scope: { kind: 'all' }, limit: 11 }));
    expect(ahead.calls).toMatchObject({ lists: 4, reads: 11 });
    expect(ahead.value[0]!.startDt).toBe('2024-01-01T09:00');
    const later = await stores.measure(() => listEvents({ range: { start: '2026-12-12' }, scope: { kind: 'all' }, limit: 11 }));
    // The seeded events end in mid December 2026: its last few, then nothing more within 24 months.
    expect(later.calls.lists).toBe(24);
    expect(later.value.length).toBeGreaterThan(0);
    expect(later.value.length).toBeLessThan(11);
    expect(later.calls.reads).toBe(later.value.length);
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
