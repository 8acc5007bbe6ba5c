import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEvent, deleteEvent, findEvent, listEvents, movedEventId, putEvent } from './events.server';
import { eventKey, storedEvent } from './event-store.server';
import { deleteEventScoped, updateEventScoped } from './series.server';
import { putFormation } from '../../formations/index.server';
import { openStore, readRecord, setStoreFactory } from '../../../server/store.server';
import { type EventRecord, monthRange, toEventView } from '../core/event';
import { eventInputSchema, type EventInputValues } from '../core/event-schema';
import { countingStores } from '../../../../scripts/stores/counting-store';
import { storedGrade } from '../../../../tests/support/formations';
import { eventsDriftIn } from '../../../../tests/support/event-summaries';

let stores: ReturnType<typeof countingStores>;

beforeEach(async () => {
  stores = countingStores();
  setStoreFactory(stores.factory);
  await putFormation(storedGrade('kindergarten'));
});
afterEach(() => setStoreFactory(null));

/** The monthly general meeting: the 1st Tuesday, 7 to 8:30 p.m., six times from November 2026 (DST ends 1 Nov, begins 14 Mar). */
const MEETING: EventInputValues = {
  title: 'HSA General Meeting',
  startDt: '2026-11-03T19:00',
  endDt: '2026-11-03T20:30',
  location: 'Library',
  rrule: 'FREQ=MONTHLY;BYDAY=1TU;COUNT=6',
};
const input = (values: Partial<EventInputValues> = {}) => eventInputSchema.parse({ ...MEETING, ...values });
const month = (yyyyMm: string) => listEvents({ range: monthRange(yyyyMm), scope: { kind: 'all' }, limit: 50 });
const starts = (events: EventRecord[]) => events.map((event) => event.startDt);
const drift = () => eventsDriftIn(stores.stores.get('events'));
const allStarts = async () =>
  starts(await listEvents({ range: { start: '2026-10-01', end: '2027-10-01' }, scope: { kind: 'all' }, limit: 100 }));

describe('a series entered once', () => {
  it('lists one item per occurrence, each with its own id, day and dates, at 7 p.m. across both DST changes', async () => {
    const series = await createEvent(input());
    expect(series).toMatchObject({ rrule: MEETING.rrule, exdates: [], version: 1 });
    expect(await allStarts()).toEqual([
      '2026-11-03T19:00',
      '2026-12-01T19:00',
      '2027-01-05T19:00',
      '2027-02-02T19:00',
      '2027-03-02T19:00',
      '2027-04-06T19:00',
    ]);
    const [april] = await month('2027-04');
    expect(april).toMatchObject({
      id: `${series.id}_20270406`,
      series_id: series.id,
      occurrence: '2027-04-06',
      startDt: '2027-04-06T19:00',
      endDt: '2027-04-06T20:30',
      rrule: MEETING.rrule,
      title: 'HSA General Meeting',
    });
    expect(drift()).toEqual([]);
  });

  it('answers an occurrence by its id, and nothing for a day the rule does not give', async () => {
    const series = await createEvent(input());
    expect(await findEvent(`${series.id}_20270105`)).toMatchObject({ startDt: '2027-01-05T19:00', occurrence: '2027-01-05' });
    expect(await findEvent(`${series.id}_20270106`)).toBeNull();
    expect(await findEvent(`${series.id}_20270504`)).toBeNull();
    expect(await findEvent(series.id)).toMatchObject({ id: series.id, startDt: MEETING.startDt, rrule: MEETING.rrule });
  });

  it('reads only the months asked for, however long the series', async () => {
    await createEvent(input({ rrule: 'FREQ=WEEKLY;BYDAY=TU;UNTIL=20281031' }));
    const listed = await stores.measure(() => month('2027-06'));
    expect(listed.value).toHaveLength(5);
    expect(listed.calls).toEqual({ reads: 1, lists: 0, writes: 0 });
  });
});

describe('one occurrence changed with its scope', () => {
  it('this: only that occurrence changes and keeps its id; the series keeps one version', async () => {
    const series = await createEvent(input());
    const changed = await updateEventScoped({
      ...input({ title: 'HSA Meeting (Gym)', location: 'Gym', startDt: '2027-01-06T18:00', endDt: '2027-01-06T19:00', scope: 'this' }),
      id: `${series.id}_20270105`,
      version: 1,
    });
    expect(changed).toMatchObject({ id: `${series.id}_20270105`, location: 'Gym', startDt: '2027-01-06T18:00', version: 2 });
    expect((await month('2027-01')).map((event) => [event.id, event.title, event.startDt])).toEqual([
      [`${series.id}_20270105`, 'HSA Meeting (Gym)', '2027-01-06T18:00'],
    ]);
    expect((await month('2027-02'))[0]).toMatchObject({ title: 'HSA General Meeting', location: 'Library', version: 2 });
    expect(drift()).toEqual([]);
    // The version read before is stale now.
    await expect(
      updateEventScoped({ ...input({ location: 'Hall' }), id: `${series.id}_20270202`, version: 1, scope: 'this' }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('following: the series ends the day before and a new one starts there, with the rest of its count', async () => {
    const series = await createEvent(input());
    const next = await updateEventScoped({
      ...input({ location: 'Gym', startDt: '2027-02-02T18:30', endDt: '2027-02-02T20:00' }),
      id: `${series.id}_20270202`,
      version: 1,
      scope: 'following',
    });
    expect(next.series_id).not.toBe(series.id);
    expect(next).toMatchObject({ startDt: '2027-02-02T18:30', location: 'Gym', rrule: 'FREQ=MONTHLY;BYDAY=1TU;COUNT=3' });
    expect(await allStarts()).toEqual([
      '2026-11-03T19:00',
      '2026-12-01T19:00',
      '2027-01-05T19:00',
      '2027-02-02T18:30',
      '2027-03-02T18:30',
      '2027-04-06T18:30',
    ]);
    expect((await findEvent(series.id))?.rrule).toBe('FREQ=MONTHLY;BYDAY=1TU;UNTIL=20270201');
    expect(drift()).toEqual([]);
  });

  it('following with the rule unchanged keeps what remains of its count, even late in a long series', async () => {
    const series = await createEvent(
      input({ startDt: '2026-11-03T19:00', endDt: '2026-11-03T20:00', rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=100' }),
    );
    const next = await updateEventScoped({
      ...input({
        location: 'Gym',
        startDt: '2028-05-16T19:00',
        endDt: '2028-05-16T20:00',
        rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=100',
        scope: 'following',
      }),
      id: `${series.id}_20280516`,
      version: 1,
    });
    // 16 May 2028 is the 81st Tuesday: 20 remain, to 26 September 2028.
    expect(next.rrule).toBe('FREQ=WEEKLY;BYDAY=TU;COUNT=20');
    expect((await listEvents({ range: { start: '2026-11-01', end: '2028-10-01' }, scope: { kind: 'all' }, limit: 100 })).length).toBe(100);
  });

  it('following with the rule written out as the Event Editor writes it keeps what remains of its count', async () => {
    const series = await createEvent(input({ startDt: '2027-01-05T18:00', endDt: '2027-01-05T19:00', rrule: 'FREQ=WEEKLY;COUNT=5' }));
    const next = await updateEventScoped({
      ...input({ startDt: '2027-01-12T18:00', endDt: '2027-01-12T19:00', rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=5', scope: 'following' }),
      id: `${series.id}_20270112`,
      version: 1,
    });
    expect(next.rrule).toBe('FREQ=WEEKLY;COUNT=4');
    expect(await allStarts()).toEqual(['2027-01-05T18:00', '2027-01-12T18:00', '2027-01-19T18:00', '2027-01-26T18:00', '2027-02-02T18:00']);
  });

  it('all: the whole series moves as the occurrence moved, keeping its skipped dates', async () => {
    const series = await createEvent(input({ exdates: ['2027-01-05'] }));
    await updateEventScoped({
      ...input({
        startDt: '2026-12-02T18:00',
        endDt: '2026-12-02T19:00',
        rrule: 'FREQ=MONTHLY;BYDAY=1WE;COUNT=6',
        exdates: ['2027-01-05'],
        scope: 'all',
      }),
      id: `${series.id}_20261201`,
      version: 1,
    });
    expect((await findEvent(series.id))?.startDt).toBe('2026-11-04T18:00');
    // The skipped 5 January moved with its series to Wednesday 6 January.
    expect((await allStarts()).slice(0, 3)).toEqual(['2026-11-04T18:00', '2026-12-02T18:00', '2027-02-03T18:00']);
    expect((await findEvent(series.id))?.exdates).toEqual(['2027-01-06']);
    expect(drift()).toEqual([]);
  });

  it('this keeps only what differs, so a later change of all still reaches the fields it left alone', async () => {
    const series = await createEvent(input());
    await updateEventScoped({
      ...input({ location: 'Gym', scope: 'this', startDt: '2026-12-01T19:00', endDt: '2026-12-01T20:30' }),
      id: `${series.id}_20261201`,
      version: 1,
    });
    expect((await findEvent(series.id))?.overrides).toEqual({ '2026-12-01': { location: 'Gym' } });
    expect((await findEvent(`${series.id}_20261201`))?.location).toBe('Gym');
    await updateEventScoped({
      ...input({ title: 'HSA Meeting', scope: 'all', startDt: '2027-01-05T19:00', endDt: '2027-01-05T20:30' }),
      id: `${series.id}_20270105`,
      version: 2,
    });
    expect((await month('2026-12')).map((event) => [event.title, event.location])).toEqual([['HSA Meeting', 'Gym']]);
    expect((await month('2027-01')).map((event) => [event.title, event.location])).toEqual([['HSA Meeting', 'Library']]);
  });

  it('needs a scope for an occurrence, and a version', async () => {
    const series = await createEvent(input());
    await expect(updateEventScoped({ ...input(), id: `${series.id}_20261201`, version: 1 })).rejects.toMatchObject({ status: 400 });
    await expect(updateEventScoped({ ...input(), id: `${series.id}_20261201`, scope: 'this' })).rejects.toMatchObject({ status: 400 });
    await expect(updateEventScoped({ ...input(), id: `${series.id}_20261202`, version: 1, scope: 'this' })).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe("a series' Spanish title and description (docs/decisions/070)", () => {
  const spanish = { title_es: 'Reunión general de la HSA', description_es: 'Todos bienvenidos.' };

  it('reach every occurrence; this changes one date only, following carries them to the new series', async () => {
    const series = await createEvent(input(spanish));
    expect((await month('2027-02'))[0]).toMatchObject(spanish);
    await updateEventScoped({
      ...input({ ...spanish, title_es: 'Reunión en el gimnasio', scope: 'this', startDt: '2026-12-01T19:00', endDt: '2026-12-01T20:30' }),
      id: `${series.id}_20261201`,
      version: 1,
    });
    expect((await findEvent(series.id))?.overrides).toEqual({ '2026-12-01': { title_es: 'Reunión en el gimnasio' } });
    expect((await month('2026-12'))[0]?.title_es).toBe('Reunión en el gimnasio');
    expect((await month('2027-01'))[0]?.title_es).toBe(spanish.title_es);
    const next = await updateEventScoped({
      ...input({
        ...spanish,
        description_es: 'Traiga una silla.',
        scope: 'following',
        startDt: '2027-03-02T19:00',
        endDt: '2027-03-02T20:30',
      }),
      id: `${series.id}_20270302`,
      version: 2,
    });
    expect(next).toMatchObject({ title_es: spanish.title_es, description_es: 'Traiga una silla.' });
    expect((await month('2027-04'))[0]).toMatchObject({ title_es: spanish.title_es, description_es: 'Traiga una silla.' });
    expect((await month('2027-02'))[0]?.description_es).toBe(spanish.description_es);
  });

  it('a series saved before them takes a change of one date without a Spanish one of its own, so a later change of all reaches it', async () => {
    const saved = await createEvent(input());
    const { title_es: _title, description_es: _description, ...before } = saved;
    await putEvent(before);
    await updateEventScoped({
      ...input({ location: 'Gym', scope: 'this', startDt: '2026-12-01T19:00', endDt: '2026-12-01T20:30' }),
      id: `${saved.id}_20261201`,
      version: 1,
    });
    expect((await findEvent(saved.id))?.overrides).toEqual({ '2026-12-01': { location: 'Gym' } });
    await updateEventScoped({
      ...input({ ...spanish, scope: 'all', startDt: '2027-01-05T19:00', endDt: '2027-01-05T20:30' }),
      id: `${saved.id}_20270105`,
      version: 2,
    });
    expect((await month('2026-12'))[0]).toMatchObject({ ...spanish, location: 'Gym' });
  });
});

describe('one occurrence deleted with its scope', () => {
  const removeWhole = (id: string) => deleteEvent(id);

  it('this skips its day; following ends the series before it; all removes it', async () => {
    const series = await createEvent(input());
    await deleteEventScoped(`${series.id}_20261201`, 'this', removeWhole);
    expect((await findEvent(series.id))?.exdates).toEqual(['2026-12-01']);
    expect(await findEvent(`${series.id}_20261201`)).toBeNull();
    expect(await month('2026-12')).toEqual([]);
    await deleteEventScoped(`${series.id}_20270302`, 'following', removeWhole);
    expect(await allStarts()).toEqual(['2026-11-03T19:00', '2027-01-05T19:00', '2027-02-02T19:00']);
    await expect(deleteEventScoped(`${series.id}_20270105`, undefined, removeWhole)).rejects.toMatchObject({ status: 400 });
    await deleteEventScoped(`${series.id}_20270105`, 'all', removeWhole);
    expect(await findEvent(series.id)).toBeNull();
    expect(await allStarts()).toEqual([]);
    expect(drift()).toEqual([]);
  });
});

describe('an old address of a date an edit gave a new id (docs/decisions/097)', () => {
  /** A weekly meeting on five Tuesdays from 5 January 2027. */
  const WEEKLY = { startDt: '2027-01-05T18:00', endDt: '2027-01-05T19:00', rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=5' };
  const edit = (id: string, version: number, scope: 'following' | 'all' | 'this', values: Partial<EventInputValues>) =>
    updateEventScoped({ ...input({ ...WEEKLY, ...values, scope }), id, version });
  /** The meeting's hour on another day. */
  const on = (day: string) => ({ startDt: `${day}T18:00`, endDt: `${day}T19:00` });

  it('follows "This and following" to the new series, a day later where the date moved, and nothing before the cut', async () => {
    const series = await createEvent(input(WEEKLY));
    const next = await edit(`${series.id}_20270119`, 1, 'following', {
      ...on('2027-01-20'),
      rrule: 'FREQ=WEEKLY;BYDAY=WE;COUNT=5',
    });
    expect(await movedEventId(`${series.id}_20270119`)).toBe(`${next.series_id}_20270120`);
    expect(await movedEventId(`${series.id}_20270202`)).toBe(`${next.series_id}_20270203`);
    // A date before the cut kept its id; a day the series never had went nowhere.
    expect(await movedEventId(`${series.id}_20270112`)).toBeNull();
    expect(await movedEventId(`${series.id}_20270113`)).toBeNull();
    // The moves are the store's alone: never in an answer.
    expect(toEventView((await findEvent(`${series.id}_20270112`))!)).not.toHaveProperty('moved_dates');
  });

  it('follows every move in turn, stops at a date cancelled since, and goes back with a date moved back', async () => {
    const series = await createEvent(input(WEEKLY));
    const day = (days: string) => `${series.id}_${days.replaceAll('-', '')}`;
    await edit(day('2027-01-05'), 1, 'all', {
      ...on('2027-01-06'),
      rrule: 'FREQ=WEEKLY;BYDAY=WE;COUNT=5',
    });
    await edit(day('2027-01-06'), 2, 'all', {
      ...on('2027-01-07'),
      rrule: 'FREQ=WEEKLY;BYDAY=TH;COUNT=5',
    });
    expect(await movedEventId(day('2027-01-12'))).toBe(day('2027-01-14'));
    const next = await edit(day('2027-01-21'), 3, 'following', {
      location: 'Gym',
      ...on('2027-01-21'),
      rrule: 'FREQ=WEEKLY;BYDAY=TH;COUNT=5',
    });
    // The address of a date before both moves and the split reaches the new series.
    expect(await movedEventId(day('2027-01-26'))).toBe(`${next.series_id}_20270128`);
    await deleteEventScoped(`${next.series_id}_20270128`, 'this', (id) => deleteEvent(id));
    expect(await movedEventId(day('2027-01-26'))).toBeNull();
    // Moved back a day: the address of the day between leads back, the first one is a date again.
    await edit(day('2027-01-07'), 4, 'all', {
      ...on('2027-01-06'),
      rrule: 'FREQ=WEEKLY;BYDAY=WE;COUNT=2',
    });
    expect(await findEvent(day('2027-01-13'))).not.toBeNull();
    expect(await movedEventId(day('2027-01-14'))).toBe(day('2027-01-13'));
  });

  it('takes a date to the split that took it, not to a later split from an earlier date', async () => {
    const series = await createEvent(input(WEEKLY));
    const later = await edit(`${series.id}_20270119`, 1, 'following', {
      location: 'Gym',
      ...on('2027-01-19'),
    });
    // The earlier split's new series runs on past the first one's day: 26 January is a date of both.
    const earlier = await edit(`${series.id}_20270112`, 2, 'following', {
      location: 'Hall',
      ...on('2027-01-12'),
      rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=4',
    });
    expect(await findEvent(`${earlier.series_id}_20270126`)).not.toBeNull();
    expect(await movedEventId(`${series.id}_20270126`)).toBe(`${later.series_id}_20270126`);
    expect(await movedEventId(`${series.id}_20270112`)).toBe(`${earlier.series_id}_20270112`);
  });

  it('follows "This and following" on the first date, which moves every date', async () => {
    const series = await createEvent(input(WEEKLY));
    await edit(`${series.id}_20270105`, 1, 'following', {
      ...on('2027-01-06'),
      rrule: 'FREQ=WEEKLY;BYDAY=WE;COUNT=5',
    });
    expect(await movedEventId(`${series.id}_20270112`)).toBe(`${series.id}_20270113`);
  });

  it('keeps the latest moves, a bounded number, and a single event or an unknown series has none', async () => {
    const series = await createEvent(input(WEEKLY));
    for (let version = 1; version <= 22; version += 1) {
      const from = `2027-01-${String(4 + version).padStart(2, '0')}`;
      // The last move is of two days.
      const to = `2027-01-${String(5 + version + (version === 22 ? 1 : 0)).padStart(2, '0')}`;
      await edit(`${series.id}_${from.replaceAll('-', '')}`, version, 'all', {
        ...on(to),
        rrule: 'FREQ=WEEKLY;COUNT=5',
      });
    }
    const stored = await readRecord(openStore('events'), eventKey(series.id), storedEvent);
    expect(stored?.moved_dates).toHaveLength(20);
    expect(stored?.moved_dates?.at(-1)).toEqual({ from: '', to: series.id, shift: 2 });
    expect(await movedEventId(`${series.id}_20270126`)).toBe(`${series.id}_20270128`);
    const single = await createEvent(input({ rrule: undefined }));
    expect(await movedEventId(single.id)).toBeNull();
    expect(await movedEventId('no-such-series_20270105')).toBeNull();
  });
});
