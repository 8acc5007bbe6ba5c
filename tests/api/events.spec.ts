import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { auth, tokenFor } from '../support/sign-in';

const JPEG = readFileSync(new URL('../support/tiny.jpg', import.meta.url));

interface ApiEvent {
  id: string;
  title: string;
  startDt: string;
  endDt: string;
  grade_list: string[];
  images: string[];
  image_count: number;
  default_image: string | null;
  version: number;
}

/** Each test works in a month of its own, far from the demo events, so the tests do not see each other's events. */
let nextYear = 2031;
const freshYear = () => nextYear++;

async function createEvent(request: APIRequestContext, token: string, body: Record<string, unknown>): Promise<ApiEvent> {
  const response = await request.post('/v2/api/event/new', { headers: auth(token), data: body });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).results as ApiEvent;
}

async function monthTitles(request: APIRequestContext, start: string, end: string, extra = ''): Promise<string[]> {
  const response = await request.get(`/v2/api/event?per_page=50&start_dt=${start}&end_dt=${end}${extra}`);
  expect(response.status()).toBe(200);
  return ((await response.json()).results as ApiEvent[]).map((event) => event.title);
}

test.describe('event reads (SPEC section 7)', () => {
  test("public event reads may be cached a minute; a signed-in tool's reads never", async ({ request }) => {
    const month = '/v2/api/event?per_page=50&start_dt=2030-01-01&end_dt=2030-01-31';
    const publicAnswer = await request.get(month);
    expect(publicAnswer.headers()['cache-control']).toBe('public, max-age=60');
    expect(publicAnswer.headers()['vary']).toMatch(/Authorization/i);
    const token = await tokenFor(request, 'editor');
    const signedIn = await request.get(month, { headers: auth(token) });
    expect(signedIn.headers()['cache-control']).toBe('no-store');
    const [event] = (await (await request.get(`/v2/api/event?per_page=1&start_dt=${new Date().toISOString().slice(0, 10)}`)).json())
      .results as Array<{ id: string }>;
    expect((await request.get(`/v2/api/event/${event!.id}`)).headers()['cache-control']).toBe('public, max-age=60');
    expect((await request.get(`/v2/api/event/${event!.id}`, { headers: auth(token) })).headers()['cache-control']).toBe('no-store');
  });

  test('the calendar month lists the demo events around today, sorted by start and overlapping the month', async ({ request }) => {
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    const month = today.slice(0, 7);
    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    const next = `${monthNumber === 12 ? year + 1 : year}-${String((monthNumber % 12) + 1).padStart(2, '0')}`;
    const response = await request.get(`/v2/api/event?per_page=50&start_dt=${month}-01&end_dt=${next}-01`);
    expect(response.status()).toBe(200);
    const events = (await response.json()).results as ApiEvent[];
    expect(events.length).toBeGreaterThan(3);
    expect(events.map((event) => event.startDt)).toEqual(events.map((event) => event.startDt).sort());
    for (const event of events) {
      expect(event.startDt.slice(0, 10) < `${next}-01` && event.endDt.slice(0, 10) >= `${month}-01`, event.title).toBe(true);
      expect(event.image_count).toBe(event.images.length);
    }
  });

  test("a renamed grade's events follow it to its new slug", async ({ request }) => {
    const token = await tokenFor(request, 'editor');
    const year = freshYear();
    const grade = { type: 'grade', icon: 'school', colorCode: '#336699', links: [], leadership: [] };
    const created = await request.post('/v2/api/formation', { headers: auth(token), data: { ...grade, title: `Rename Me ${year}` } });
    expect(created.status()).toBe(200);
    const { _id, slug, version } = (await created.json()).results as { _id: string; slug: string; version: number };
    try {
      await createEvent(request, token, {
        title: 'Class Party',
        startDt: `${year}-02-10T13:00`,
        endDt: `${year}-02-10T14:00`,
        grade_list: [slug],
      });
      const renamed = await request.put('/v2/api/formation', {
        headers: auth(token),
        data: { ...grade, _id, version, title: `Renamed ${year}` },
      });
      expect(renamed.status()).toBe(200);
      const newSlug = ((await renamed.json()).results as { slug: string }).slug;
      expect(newSlug).toBe(`renamed-${year}`);
      expect(await monthTitles(request, `${year}-02-01`, `${year}-03-01`, `&grade_level=${newSlug}`)).toEqual(['Class Party']);
      expect(await monthTitles(request, `${year}-02-01`, `${year}-03-01`, `&grade_level=${slug}`)).toEqual([]);
    } finally {
      expect((await request.delete(`/v2/api/formation/grade/${_id}`, { headers: auth(token) })).status()).toBe(200);
    }
  });

  test("a multi-day event across a month end shows in both months; the grade page sees its grade's and the school-wide ones", async ({
    request,
  }) => {
    const token = await tokenFor(request, 'editor');
    const year = freshYear();
    await createEvent(request, token, {
      title: 'Book Week',
      startDt: `${year}-04-28T08:00`,
      endDt: `${year}-05-02T15:00`,
      grade_list: ['kindergarten'],
    });
    await createEvent(request, token, {
      title: 'Field Day',
      startDt: `${year}-05-20T09:00`,
      endDt: `${year}-05-20T12:00`,
      grade_list: ['1st-grade', 'kindergarten'],
    });
    await createEvent(request, token, { title: 'School Mass', startDt: `${year}-05-03T09:00`, endDt: `${year}-05-03T10:00` });
    expect(await monthTitles(request, `${year}-04-01`, `${year}-05-01`)).toEqual(['Book Week']);
    expect(await monthTitles(request, `${year}-05-01`, `${year}-06-01`)).toEqual(['Book Week', 'School Mass', 'Field Day']);

    const grade = await request.get(
      `/v2/api/event?start_dt=${year}-05-01&end_dt=${year}-06-01&grade_level=kindergarten&include_fields=id,images,title,slug,startDt,grade_list&per_page=30`,
    );
    const cards = (await grade.json()).results as Array<Record<string, unknown>>;
    // A school-wide event is every grade's (docs/decisions/029), as in the grade's calendar feed.
    expect(cards.map((card) => card.title)).toEqual(['Book Week', 'School Mass', 'Field Day']);
    expect(cards.map((card) => card.grade_list)).toEqual([['kindergarten'], [], ['1st-grade', 'kindergarten']]);
    expect(Object.keys(cards[0]!).sort()).toEqual(['grade_list', 'id', 'images', 'slug', 'startDt', 'title']);
    expect(await monthTitles(request, `${year}-05-01`, `${year}-06-01`, '&grade_level=1st-grade')).toEqual(['School Mass', 'Field Day']);
    expect(await monthTitles(request, `${year}-04-01`, `${year}-05-01`, '&grade_level=1st-grade')).toEqual([]);
  });

  test('the home call, with its doubled question mark, lists upcoming events from start_dt', async ({ request }) => {
    const token = await tokenFor(request, 'editor');
    const year = freshYear();
    await createEvent(request, token, { title: 'Ended Yesterday', startDt: `${year}-02-27T09:00`, endDt: `${year}-02-28T10:00` });
    await createEvent(request, token, { title: 'Still Running', startDt: `${year}-02-20T09:00`, endDt: `${year}-03-02T10:00` });
    await createEvent(request, token, { title: 'Next Month', startDt: `${year}-04-15T18:00`, endDt: `${year}-04-15T20:00` });
    await createEvent(request, token, { title: 'Later On', startDt: `${year}-06-15T18:00`, endDt: `${year}-06-15T20:00` });
    const response = await request.get(`/v2/api/event??per_page=2&start_dt=${year}-03-01&include_fields=id,title,startDt,endDt`);
    expect(response.status()).toBe(200);
    const events = (await response.json()).results as Array<Record<string, unknown>>;
    expect(events.map((event) => event.title)).toEqual(['Still Running', 'Next Month']);
    expect(Object.keys(events[0]!).sort()).toEqual(['endDt', 'id', 'startDt', 'title']);
  });

  test('one event answers with image_count and default_image; an unknown id is a 404', async ({ request }) => {
    const token = await tokenFor(request, 'editor');
    const year = freshYear();
    const created = await createEvent(request, token, { title: 'Photo Day', startDt: `${year}-09-10T09:00`, endDt: `${year}-09-10T11:00` });
    const before = (await (await request.get(`/v2/api/event/${created.id}`)).json()).results as ApiEvent;
    expect(before).toMatchObject({ id: created.id, title: 'Photo Day', image_count: 0, default_image: null });
    const upload = await request.post('/v2/api/photo', {
      headers: auth(token),
      data: { item_id: created.id, type: 'event', src: `data:image/jpeg;base64,${JPEG.toString('base64')}`, title: 'a.jpg' },
    });
    expect(upload.status()).toBe(200);
    const photo = (await upload.json()).results as { src: string };
    const after = (await (await request.get(`/v2/api/event/${created.id}`)).json()).results as ApiEvent;
    expect(after).toMatchObject({ image_count: 1, default_image: photo.src, images: [photo.src] });
    expect((await request.get('/v2/api/event/no-such-event')).status()).toBe(404);
  });

  test('bad queries are a 400 with a readable message', async ({ request }) => {
    const missing = await request.get('/v2/api/event?per_page=50');
    expect(missing.status()).toBe(400);
    expect((await missing.json()).error).toMatch(/start_dt/);
    expect((await request.get('/v2/api/event?start_dt=2031-02-30')).status()).toBe(400);
    expect((await request.get('/v2/api/event?start_dt=2031-03-01&end_dt=2031-02-01')).status()).toBe(400);
  });
});

test.describe('event writes', () => {
  const body = { title: 'Nope', startDt: '2031-01-10T09:00', endDt: '2031-01-10T10:00' };

  test('refuse invalid saves with a 400 and the reason', async ({ request }) => {
    const token = await tokenFor(request, 'editor');
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...body, endDt: '' }, /Missing Date Information For Event/],
      [{ ...body, startDt: undefined }, /Missing Date Information For Event/],
      [{ ...body, startDt: '2031-01-10T11:00' }, /Please ensure start date falls before end date/],
      [{ ...body, title: ' ' }, /title/],
      [{ ...body, grade_list: ['kindergarten', 'ninth-grade'] }, /'ninth-grade'/],
      [{ ...body, event_links: [{ key: 'Go', value: 'javascript:alert(1)' }] }, /not a web or email address/],
      [{ ...body, description: 'x'.repeat(5001) }, /5000/],
    ];
    for (const [data, message] of cases) {
      const response = await request.post('/v2/api/event/new', { headers: auth(token), data });
      expect(response.status(), JSON.stringify(data).slice(0, 80)).toBe(400);
      expect((await response.json()).error).toMatch(message);
    }
  });

  test('update with the loaded version moves the event; a stale version is a 409; delete removes it and its photos', async ({
    request,
  }) => {
    const token = await tokenFor(request, 'editor');
    const year = freshYear();
    const created = await createEvent(request, token, {
      title: 'Spring Concert',
      startDt: `${year}-03-20T18:00`,
      endDt: `${year}-03-20T20:00`,
      event_links: [{ key: 'Tickets', value: 'tickets.example.org/concert' }],
      grade_list: ['kindergarten'],
    });
    expect(created).toMatchObject({ version: 1, slug: 'spring-concert', name: 'spring-concert' });
    expect((created as unknown as { event_links: unknown }).event_links).toEqual([
      { key: 'Tickets', value: 'https://tickets.example.org/concert' },
    ]);

    const moved = await request.post('/v2/api/event/update', {
      headers: auth(token),
      data: { ...created, startDt: `${year}-04-03T18:00`, endDt: `${year}-04-03T20:00` },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    expect((await moved.json()).results).toMatchObject({ id: created.id, version: 2 });
    expect(await monthTitles(request, `${year}-03-01`, `${year}-04-01`)).toEqual([]);
    expect(await monthTitles(request, `${year}-04-01`, `${year}-05-01`)).toEqual(['Spring Concert']);

    const stale = await request.post('/v2/api/event/update', { headers: auth(token), data: { ...created, title: 'Stale' } });
    expect(stale.status()).toBe(409);
    expect((await stale.json()).error).toMatch(/changed this item/);
    const unknown = await request.post('/v2/api/event/update', { headers: auth(token), data: { ...created, id: 'no-such-event' } });
    expect(unknown.status()).toBe(404);

    const upload = await request.post('/v2/api/photo', {
      headers: auth(token),
      data: { item_id: created.id, type: 'event', src: `data:image/jpeg;base64,${JPEG.toString('base64')}`, title: 'a.jpg' },
    });
    const photo = (await upload.json()).results as { src: string };
    const removed = await request.delete(`/v2/api/event/delete/${created.id}`, { headers: auth(token) });
    expect(removed.status()).toBe(200);
    expect(await monthTitles(request, `${year}-04-01`, `${year}-05-01`)).toEqual([]);
    expect(await monthTitles(request, `${year}-04-01`, `${year}-05-01`, '&grade_level=kindergarten')).toEqual([]);
    expect((await request.get(`/v2/api/event/${created.id}`)).status()).toBe(404);
    expect((await request.get(photo.src)).status()).toBe(404);
    expect((await request.delete(`/v2/api/event/delete/${created.id}`, { headers: auth(token) })).status()).toBe(404);
  });

  test("a new event's id is its title's slug and a short random part; older ids keep working", async ({ request }) => {
    const token = await tokenFor(request, 'editor');
    const year = freshYear();
    const fair = await createEvent(request, token, { title: 'Book Fair', startDt: `${year}-03-02T09:00`, endDt: `${year}-03-02T15:00` });
    expect(fair.id).toMatch(/^book-fair-[a-z0-9]{4}$/);
    const again = await createEvent(request, token, { title: 'Book Fair', startDt: `${year}-03-09T09:00`, endDt: `${year}-03-09T15:00` });
    expect(again.id).toMatch(/^book-fair-[a-z0-9]{4}$/);
    expect(again.id).not.toBe(fair.id);
    const read = await request.get(`/v2/api/event/${fair.id}`);
    expect(read.status()).toBe(200);
    expect(((await read.json()).results as ApiEvent).title).toBe('Book Fair');
    expect((await request.get(`/events/${fair.id}`)).status()).toBe(200);

    // A hostile title still makes a safe key (DESIGN section 5).
    const odd = await createEvent(request, token, {
      title: '../../users?x=1#top',
      startDt: `${year}-03-03T09:00`,
      endDt: `${year}-03-03T10:00`,
    });
    expect(odd.id).toMatch(/^users-x-1-top-[a-z0-9]{4}$/);
    const unicode = await createEvent(request, token, { title: '運動会', startDt: `${year}-03-04T09:00`, endDt: `${year}-03-04T10:00` });
    expect(unicode.id).toMatch(/^event-[a-z0-9]{4}$/);

    const month = (await (await request.get(`/v2/api/event?per_page=50&start_dt=${year}-03-01&end_dt=${year}-04-01`)).json())
      .results as ApiEvent[];
    expect(month.map((event) => event.id)).toEqual([fair.id, odd.id, unicode.id, again.id]);

    // Ids of another shape (the demo's `evt-...`) read as before.
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    const upcoming = (await (await request.get(`/v2/api/event?per_page=11&start_dt=${today}&include_fields=id`)).json())
      .results as ApiEvent[];
    const demo = upcoming.filter((event) => event.id.startsWith('evt-'));
    expect(demo.length).toBeGreaterThan(0);
    for (const { id } of demo) expect((await request.get(`/v2/api/event/${id}`)).status()).toBe(200);
  });
});
