/**
 * Recurring events through the API (DESIGN section 9, decision 063), against the build and its blob store:
 * create, months across DST, an occurrence by its id, each scope of update and delete, stale versions,
 * parallel edits and the feed.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { auth, tokenFor } from '../support/sign-in';

const JPEG = readFileSync(new URL('../support/tiny.jpg', import.meta.url));

interface ApiEvent {
  id: string;
  title: string;
  location: string;
  startDt: string;
  endDt: string;
  version: number;
  rrule?: string;
  exdates?: string[];
  series_id?: string;
  occurrence?: string;
}

/** Each test works in years of its own, far from the demo events and from other specs' months. */
let nextYear = 2060;
const freshYear = () => (nextYear += 2) - 2;

let token = '';
test.beforeAll(async ({ request }) => {
  token = await tokenFor(request, 'editor');
});

/** A day (yyyy-MM-dd) some days later. */
const addDays = (day: string, count: number) => new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);

/** A daily series of ten evenings at 7 p.m. from 1 May of `year`. */
const dailyInMay = (request: APIRequestContext, year: number, title = meeting(year).title) =>
  createSeries(request, {
    ...meeting(year, { title }),
    startDt: `${year}-05-01T19:00`,
    endDt: `${year}-05-01T20:00`,
    rrule: 'FREQ=DAILY;COUNT=10',
  });

/** Six edits of a series' version 1 at once, of the dates from `firstDay` of May on, each to `hour` for an hour with `more`. */
function sixEditsAtOnce(
  request: APIRequestContext,
  series: ApiEvent,
  year: number,
  firstDay: number,
  hour: number,
  more: (index: number) => Record<string, unknown>,
) {
  return Promise.all(
    Array.from({ length: 6 }, (_, index) =>
      post(request, '/v2/api/event/update', {
        ...meeting(year, { title: series.title }),
        startDt: `${year}-05-0${index + firstDay}T${hour}:00`,
        endDt: `${year}-05-0${index + firstDay}T${hour + 1}:00`,
        id: `${series.id}_${year}050${index + firstDay}`,
        version: 1,
        ...more(index),
      }),
    ),
  );
}

const post = (request: APIRequestContext, path: string, data: unknown) => request.post(path, { headers: auth(token), data });

async function createSeries(request: APIRequestContext, body: Record<string, unknown>): Promise<ApiEvent> {
  const response = await post(request, '/v2/api/event/new', body);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).results as ApiEvent;
}

async function listed(request: APIRequestContext, start: string, end: string): Promise<ApiEvent[]> {
  const response = await request.get(`/v2/api/event?per_page=100&start_dt=${start}&end_dt=${end}`, { headers: auth(token) });
  expect(response.status()).toBe(200);
  return (await response.json()).results as ApiEvent[];
}

/** A 7 p.m. meeting on the 1st Tuesday, from the November before the year's DST changes to the April after. */
const meeting = (year: number, more: Record<string, unknown> = {}) => ({
  title: `Series Meeting ${year}`,
  startDt: `${year}-11-06T19:00`,
  endDt: `${year}-11-06T20:30`,
  location: 'Library',
  rrule: `FREQ=MONTHLY;BYDAY=1TU;UNTIL=${year + 1}0430`,
  ...more,
});
/** The 1st Tuesday of November of a year, when the year is chosen so that it is the 6th. */
const YEARS_WITH_TUESDAY_6 = [2063, 2068, 2074];

test.describe('recurring events (DESIGN section 9)', () => {
  test('a series answers one item per occurrence, each at 7 p.m. on both sides of DST, with its id and day', async ({ request }) => {
    const year = YEARS_WITH_TUESDAY_6[0]!;
    const series = await createSeries(request, meeting(year));
    expect(series).toMatchObject({ rrule: `FREQ=MONTHLY;BYDAY=1TU;UNTIL=${year + 1}0430`, exdates: [], version: 1 });
    const items = await listed(request, `${year}-11-01`, `${year + 1}-05-01`);
    const ours = items.filter((item) => item.series_id === series.id);
    expect(ours.map((item) => item.startDt.slice(11))).toEqual(Array(6).fill('19:00'));
    expect(ours.map((item) => item.endDt.slice(11))).toEqual(Array(6).fill('20:30'));
    expect(ours.map((item) => item.id)).toEqual(ours.map((item) => `${series.id}_${item.occurrence!.replaceAll('-', '')}`));
    expect(ours[0]).toMatchObject({ occurrence: `${year}-11-06`, rrule: series.rrule, title: series.title });

    const one = await request.get(`/v2/api/event/${ours[3]!.id}`);
    expect(one.status()).toBe(200);
    expect((await one.json()).results).toMatchObject({ id: ours[3]!.id, series_id: series.id, startDt: ours[3]!.startDt });
    expect((await request.get(`/v2/api/event/${series.id}_${year}1107`)).status()).toBe(404);
    expect((await request.get(`/v2/api/event/${series.id}_${year + 2}0101`)).status()).toBe(404);
  });

  test('a rule outside the subset is a 400 that says what is wrong', async ({ request }) => {
    const year = freshYear();
    const cases: Array<[string, RegExp]> = [
      ['FREQ=WEEKLY;BYDAY=TU', /Choose an end: a date or a number of times/],
      ['FREQ=HOURLY;COUNT=3', /daily, weekly, monthly or yearly/],
      ['FREQ=WEEKLY;BYSETPOS=1;COUNT=3', /cannot use BYSETPOS/],
      [`FREQ=WEEKLY;UNTIL=${year + 3}0101`, /A series can run at most two years/],
      ['FREQ=WEEKLY;COUNT=500', /1 to 200 times/],
      ['FREQ=WEEKLY;BYDAY=3MO;COUNT=3', /only in a monthly repeat/],
    ];
    for (const [rrule, message] of cases) {
      const response = await post(request, '/v2/api/event/new', {
        title: 'Bad rule',
        startDt: `${year}-03-05T09:00`,
        endDt: `${year}-03-05T10:00`,
        rrule,
      });
      expect(response.status(), rrule).toBe(400);
      expect((await response.json()).error, rrule).toMatch(message);
    }
  });

  test('this, following and all change what they say; an occurrence without a scope is a 400, a stale version a 409', async ({
    request,
  }) => {
    const year = YEARS_WITH_TUESDAY_6[1]!;
    const series = await createSeries(request, meeting(year));
    const occurrences = (await listed(request, `${year}-11-01`, `${year + 1}-05-01`)).filter((item) => item.series_id === series.id);
    const [, december, january, february] = occurrences;
    const edit = (item: ApiEvent, more: Record<string, unknown>) =>
      post(request, '/v2/api/event/update', {
        ...meeting(year),
        startDt: item.startDt,
        endDt: item.endDt,
        rrule: item.rrule,
        id: item.id,
        ...more,
      });

    expect((await edit(december!, { version: 1, location: 'Gym' })).status()).toBe(400);
    const only = await edit(december!, { version: 1, location: 'Gym', scope: 'this' });
    expect(only.status(), await only.text()).toBe(200);
    expect((await only.json()).results).toMatchObject({ id: december!.id, location: 'Gym', version: 2 });
    expect((await edit(january!, { version: 1, location: 'Hall', scope: 'this' })).status()).toBe(409);

    const following = await edit(february!, { version: 2, location: 'Chapel', scope: 'following' });
    expect(following.status(), await following.text()).toBe(200);
    const after = await listed(request, `${year}-11-01`, `${year + 1}-05-01`);
    const mine = after.filter((item) => item.title === series.title).map((item) => [item.occurrence, item.location]);
    expect(mine).toEqual([
      [`${year}-11-06`, 'Library'],
      [december!.occurrence, 'Gym'],
      [january!.occurrence, 'Library'],
      [february!.occurrence, 'Chapel'],
      [occurrences[4]!.occurrence, 'Chapel'],
      [occurrences[5]!.occurrence, 'Chapel'],
    ]);

    // The editor sends the rule it loaded: the series' own, cut before February.
    const cut = ((await (await request.get(`/v2/api/event/${january!.id}`)).json()).results as ApiEvent).rrule;
    expect(cut).toMatch(/^FREQ=MONTHLY;BYDAY=1TU;UNTIL=\d{8}$/);
    const all = await edit(january!, { version: 3, rrule: cut, title: `${series.title} (renamed)`, scope: 'all' });
    expect(all.status(), await all.text()).toBe(200);
    const renamed = (await listed(request, `${year}-11-01`, `${year + 1}-05-01`)).filter((item) => item.series_id === series.id);
    expect(renamed.map((item) => item.title)).toEqual(Array(3).fill(`${series.title} (renamed)`));
  });

  test('delete this skips a day, following ends the series, all removes it; no scope is a 400', async ({ request }) => {
    const year = YEARS_WITH_TUESDAY_6[2]!;
    const series = await createSeries(request, meeting(year));
    const mine = async () =>
      (await listed(request, `${year}-11-01`, `${year + 1}-05-01`))
        .filter((item) => item.series_id === series.id)
        .map((item) => item.occurrence);
    const [first, second, third, fourth] = await mine();
    const remove = (day: string, scope?: string) =>
      request.delete(`/v2/api/event/delete/${series.id}_${day.replaceAll('-', '')}${scope ? `?scope=${scope}` : ''}`, {
        headers: auth(token),
      });
    expect((await remove(second!)).status()).toBe(400);
    expect((await remove(second!, 'some')).status()).toBe(400);
    expect((await remove(second!, 'this')).status()).toBe(200);
    expect((await request.get(`/v2/api/event/${series.id}`)).status()).toBe(200);
    expect(((await (await request.get(`/v2/api/event/${series.id}`)).json()).results as ApiEvent).exdates).toEqual([second]);
    expect((await remove(fourth!, 'following')).status()).toBe(200);
    expect(await mine()).toEqual([first, third]);
    expect((await remove(third!, 'all')).status()).toBe(200);
    expect(await mine()).toEqual([]);
    expect((await request.get(`/v2/api/event/${series.id}`)).status()).toBe(404);
  });

  test('parallel edits of one version: exactly one lands, the others are told the series changed', async ({ request }) => {
    const year = freshYear();
    const series = await dailyInMay(request, year);
    const answers = await sixEditsAtOnce(request, series, year, 2, 19, (index) => ({ location: `Room ${index}`, scope: 'this' }));
    expect(answers.map((answer) => answer.status()).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  });

  test('parallel "This and following" edits of one version: exactly one splits the series, no refused one leaves a series behind', async ({
    request,
  }) => {
    const year = freshYear();
    const title = `Series Split ${Math.random().toString(36).slice(2, 8)}`;
    const series = await dailyInMay(request, year, title);
    const answers = await sixEditsAtOnce(request, series, year, 3, 18, () => ({ rrule: 'FREQ=DAILY;COUNT=10', scope: 'following' }));
    expect(answers.map((answer) => answer.status()).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = answers.findIndex((answer) => answer.status() === 200);
    const split = `${year}-05-0${winner + 3}`;
    // The old series up to the day before the date that won, a new one with the rest of the ten: no day twice.
    const dates = (await listed(request, `${year}-05-01`, `${year}-06-01`)).filter((event) => event.title === title);
    expect(new Set(dates.map((event) => event.series_id)).size).toBe(2);
    expect(dates.map((event) => event.startDt)).toEqual(
      Array.from({ length: 10 }, (_, index) => addDays(`${year}-05-01`, index)).map((day) => `${day}T${day < split ? '19' : '18'}:00`),
    );
  });

  test('an old address of a date an edit gave a new id goes on to the date as it is now; one cancelled since is a 404 (docs/decisions/097)', async ({
    request,
  }) => {
    const year = freshYear();
    const title = `Series Moved ${Math.random().toString(36).slice(2, 8)}`;
    const series = await dailyInMay(request, year, title);
    const day = (seriesId: string, date: number) => `${seriesId}_${year}050${date}`;
    const edit = (id: string, more: Record<string, unknown>) =>
      post(request, '/v2/api/event/update', { ...meeting(year, { title }), location: 'Gym', id, ...more });
    const visit = (path: string) => request.get(path, { maxRedirects: 0 });
    // "This and following" from 5 May changes the place only: the dates from there on go on under a new series.
    const split = await edit(day(series.id, 5), {
      startDt: `${year}-05-05T19:00`,
      endDt: `${year}-05-05T20:00`,
      rrule: 'FREQ=DAILY;COUNT=10',
      version: 1,
      scope: 'following',
    });
    expect(split.status(), await split.text()).toBe(200);
    const next = (await split.json()).results as ApiEvent;
    const moved = await visit(`/events/${day(series.id, 7)}?month=${year}-05&view=feedback&utm_source=mail`);
    expect(moved.status()).toBe(302);
    // The month shown behind the old date may not be its month now; the rest of the address goes on.
    expect(moved.headers()['location']).toBe(`/events/${day(next.series_id!, 7)}?view=feedback&utm_source=mail`);
    expect(moved.headers()['cache-control']).toBe('no-store');
    expect(moved.headers()['x-content-type-options']).toBe('nosniff');
    // A form sent to the old address is not sent on: the sender is told the date is not there.
    const origin = new URL(test.info().project.use.baseURL ?? '').origin;
    const posted = await request.post(`/events/${day(series.id, 7)}`, { form: { rating: '5' }, headers: { origin }, maxRedirects: 0 });
    expect(posted.status()).toBe(404);
    expect((await visit(`/es/events/${day(series.id, 7)}`)).headers()['location']).toBe(`/es/events/${day(next.series_id!, 7)}`);
    expect((await visit(`/events/${day(series.id, 3)}`)).status()).toBe(200);

    // "All events" of the new series a day later: the first address follows both moves.
    const all = await edit(day(next.series_id!, 5), {
      startDt: `${year}-05-06T19:00`,
      endDt: `${year}-05-06T20:00`,
      rrule: next.rrule,
      version: 1,
      scope: 'all',
    });
    expect(all.status(), await all.text()).toBe(200);
    const twice = await visit(`/events/${day(series.id, 7)}`);
    expect(twice.headers()['location']).toBe(`/events/${day(next.series_id!, 8)}`);
    const page = await request.get(twice.headers()['location']!);
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain(title);

    // Cancelled since: the old address is the 404 of a date that is not there, as is the API's read of it.
    const cancelled = await request.delete(`/v2/api/event/delete/${day(next.series_id!, 8)}?scope=this`, { headers: auth(token) });
    expect(cancelled.status()).toBe(200);
    const gone = await visit(`/events/${day(series.id, 7)}`);
    expect(gone.status()).toBe(404);
    expect(await gone.text()).toContain('No Event Information');
    expect((await request.get(`/v2/api/event/${day(series.id, 7)}`)).status()).toBe(404);
    // Where the dates went is the store's alone.
    expect((await (await request.get(`/v2/api/event/${series.id}`)).json()).results).not.toHaveProperty('moved_dates');
  });

  test("a photo added to one date is the series' photo, shown on every date", async ({ request }) => {
    const year = freshYear();
    const series = await createSeries(request, {
      ...meeting(year),
      startDt: `${year}-06-01T19:00`,
      endDt: `${year}-06-01T20:00`,
      rrule: 'FREQ=DAILY;COUNT=3',
    });
    const day2 = `${series.id}_${year}0602`;
    const upload = await post(request, '/v2/api/photo', {
      item_id: day2,
      type: 'event',
      src: JPEG.toString('base64'),
      title: 'meeting.jpg',
    });
    expect(upload.status(), await upload.text()).toBe(200);
    for (const id of [series.id, day2, `${series.id}_${year}0603`]) {
      const event = (await (await request.get(`/v2/api/event/${id}`)).json()).results as ApiEvent & { image_count: number };
      expect(event.image_count, id).toBe(1);
      const photos = (await (await request.get(`/v2/api/photo/event/${id}?page=1&page_size=3`)).json()).results as unknown[];
      expect(photos, id).toHaveLength(1);
    }
  });

  test.describe('photos follow the scope of a change (docs/decisions/085)', () => {
    const upload = async (request: APIRequestContext, itemId: string, title: string, scope?: string) => {
      const response = await post(request, '/v2/api/photo', { item_id: itemId, type: 'event', src: JPEG.toString('base64'), title, scope });
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()).results as { _id: string; src: string };
    };
    /** The titles of a date's photos, as the public list answers them, and its photo count. */
    const shown = async (request: APIRequestContext, id: string) => {
      const photos = (await (await request.get(`/v2/api/photo/event/${id}?page=1&page_size=50`, { headers: auth(token) })).json())
        .results as Array<{ _id: string; title: string }>;
      const event = (await (await request.get(`/v2/api/event/${id}`, { headers: auth(token) })).json()).results as { image_count: number };
      expect(event.image_count, `${id}: image_count`).toBe(photos.length);
      return photos.map((photo) => photo.title).sort();
    };
    const daily = async (request: APIRequestContext) => {
      const year = freshYear();
      const series = await createSeries(request, {
        ...meeting(year),
        startDt: `${year}-06-01T19:00`,
        endDt: `${year}-06-01T20:00`,
        rrule: 'FREQ=DAILY;COUNT=4',
      });
      const photo = await upload(request, series.id, 'series.jpg');
      return { series, photo, date: (day: number) => `${series.id}_${year}060${day}` };
    };

    test('"This event": the date gets photos of its own, the other dates keep the series\'', async ({ request }) => {
      const { photo, date } = await daily(request);
      await upload(request, date(2), 'date.jpg', 'this');
      expect(await shown(request, date(2))).toEqual(['date.jpg', 'series.jpg']);
      for (const day of [1, 3, 4]) expect(await shown(request, date(day))).toEqual(['series.jpg']);
      // Removing the series' photo from that date alone: the editor names the photo it showed.
      const removed = await request.delete(`/v2/api/photo/${photo._id}?type=event&item_id=${date(2)}&scope=this`, { headers: auth(token) });
      expect(removed.status(), await removed.text()).toBe(200);
      expect(await shown(request, date(2))).toEqual(['date.jpg']);
      expect(await shown(request, date(3))).toEqual(['series.jpg']);
      // Its own photos stay through an edit of its other fields.
      const current = (await (await request.get(`/v2/api/event/${date(2)}`, { headers: auth(token) })).json()).results as ApiEvent;
      const edited = await post(request, '/v2/api/event/update', { ...current, location: 'Gym', scope: 'this' });
      expect(edited.status(), await edited.text()).toBe(200);
      expect(await shown(request, date(2))).toEqual(['date.jpg']);
    });

    test('"All events" from a date with photos of its own: every date shows what that date showed, and the change', async ({ request }) => {
      const { date } = await daily(request);
      await upload(request, date(2), 'date.jpg', 'this');
      await upload(request, date(2), 'all.jpg', 'all');
      for (const day of [1, 2, 3, 4]) expect(await shown(request, date(day))).toEqual(['all.jpg', 'date.jpg', 'series.jpg']);
    });

    test('"All events" saved from a date with photos of its own shares them with every date; "following" names them after', async ({
      request,
    }) => {
      const { date } = await daily(request);
      await upload(request, date(2), 'date.jpg', 'this');
      const current = (await (await request.get(`/v2/api/event/${date(2)}`, { headers: auth(token) })).json()).results as ApiEvent;
      const saved = await post(request, '/v2/api/event/update', { ...current, location: 'Gym', scope: 'all' });
      expect(saved.status(), await saved.text()).toBe(200);
      for (const day of [1, 2, 3, 4]) expect(await shown(request, date(day))).toEqual(['date.jpg', 'series.jpg']);

      // A date with its own split off: the editor's delete names the photo it showed, gone with the old date.
      await upload(request, date(3), 'third.jpg', 'this');
      const third = (await (await request.get(`/v2/api/event/${date(3)}`, { headers: auth(token) })).json()).results as ApiEvent;
      // What the date's editor shows, before its save.
      const thirdPhotos = (await (await request.get(`/v2/api/photo/event/${date(3)}?page=1&page_size=5`, { headers: auth(token) })).json())
        .results as Array<{ _id: string; title: string }>;
      const shownDatePhoto = thirdPhotos.find((photo) => photo.title === 'date.jpg');
      expect(shownDatePhoto).toBeDefined();
      const split = await post(request, '/v2/api/event/update', { ...third, title: 'Split', scope: 'following' });
      expect(split.status(), await split.text()).toBe(200);
      const next = (await split.json()).results as ApiEvent;
      expect(await shown(request, next.id)).toEqual(['date.jpg', 'series.jpg', 'third.jpg']);
      const removed = await request.delete(`/v2/api/photo/${shownDatePhoto?._id}?type=event&item_id=${next.id}&scope=following`, {
        headers: auth(token),
      });
      expect(removed.status(), await removed.text()).toBe(200);
      expect(await shown(request, next.id)).toEqual(['series.jpg', 'third.jpg']);
    });

    test('"This and following": the new series starts with a copy of the photos, kept when the old series is deleted', async ({
      request,
    }) => {
      const { series, photo, date } = await daily(request);
      const split = await post(request, '/v2/api/event/update', {
        ...meeting(0),
        title: 'Meeting in the chapel',
        startDt: `${date(3).slice(-8, -4)}-06-03T19:00`,
        endDt: `${date(3).slice(-8, -4)}-06-03T20:00`,
        id: date(3),
        version: 1,
        scope: 'following',
        rrule: 'FREQ=DAILY;COUNT=4',
      });
      expect(split.status(), await split.text()).toBe(200);
      const next = (await split.json()).results as ApiEvent;
      expect(next.series_id).not.toBe(series.id);
      expect(await shown(request, next.id)).toEqual(['series.jpg']);
      // The editor's change after the save names the photo it showed: the new series' copy of it goes.
      const order = await request.put('/v2/api/photo/order', {
        headers: auth(token),
        data: { type: 'event', item_id: next.id, order: [photo._id], scope: 'following' },
      });
      expect(order.status(), await order.text()).toBe(200);
      const removed = await request.delete(`/v2/api/photo/${photo._id}?type=event&item_id=${next.id}&scope=following`, {
        headers: auth(token),
      });
      expect(removed.status(), await removed.text()).toBe(200);
      expect(await shown(request, next.id)).toEqual([]);
      expect(await shown(request, date(1))).toEqual(['series.jpg']);

      const kept = await upload(request, next.id, 'chapel.jpg', 'all');
      const gone = await request.delete(`/v2/api/event/delete/${series.id}`, { headers: auth(token) });
      expect(gone.status(), await gone.text()).toBe(200);
      expect(await shown(request, next.id)).toEqual(['chapel.jpg']);
      expect((await request.get(kept.src)).status()).toBe(200);
      expect((await request.get(photo.src)).status()).toBe(404);
    });

    test('a date skipped loses its own photos; a scope that is not one is a 400', async ({ request }) => {
      const { date } = await daily(request);
      const own = await upload(request, date(2), 'date.jpg', 'this');
      const bad = await post(request, '/v2/api/photo', { item_id: date(3), type: 'event', src: JPEG.toString('base64'), scope: 'some' });
      expect(bad.status()).toBe(400);
      expect((await bad.json()).error).toContain("The scope must be 'this', 'following' or 'all'.");
      const skipped = await request.delete(`/v2/api/event/delete/${date(2)}?scope=this`, { headers: auth(token) });
      expect(skipped.status(), await skipped.text()).toBe(200);
      expect((await request.get(own.src)).status()).toBe(404);
      expect(await shown(request, date(3))).toEqual(['series.jpg']);
    });
  });

  test('the feed carries the series once with RRULE and EXDATE, and a changed date with RECURRENCE-ID', async ({ request }) => {
    const today = new Date().toISOString().slice(0, 10);
    const start = `${today.slice(0, 4)}-${today.slice(5, 7)}-01`;
    // A daily series from the 1st of this month: in the feed's window whatever today is.
    const series = await createSeries(request, {
      title: `Feed Series ${Date.now()}`,
      startDt: `${start}T07:30`,
      endDt: `${start}T08:00`,
      rrule: 'FREQ=DAILY;COUNT=5',
      exdates: [start.replace(/01$/, '03')],
    });
    const changed = await post(request, '/v2/api/event/update', {
      title: 'Feed Series moved',
      startDt: `${start.replace(/01$/, '02')}T09:00`,
      endDt: `${start.replace(/01$/, '02')}T10:00`,
      id: `${series.id}_${start.replace(/-/g, '').replace(/01$/, '02')}`,
      version: 1,
      scope: 'this',
    });
    expect(changed.status(), await changed.text()).toBe(200);
    const feed = (await (await request.get('/v2/api/calendar/events.ics')).text()).replace(/\r\n[ \t]/g, '');
    const uid = `UID:${series.id}@`;
    expect(feed.split('\r\n').filter((line) => line.startsWith(uid))).toHaveLength(2);
    expect(feed).toContain('RRULE:FREQ=DAILY;COUNT=5');
    expect(feed).toContain(`EXDATE;TZID=America/New_York:${start.replace(/-/g, '').replace(/01$/, '03')}T073000`);
    expect(feed).toContain(`RECURRENCE-ID;TZID=America/New_York:${start.replace(/-/g, '').replace(/01$/, '02')}T073000`);
  });
});
