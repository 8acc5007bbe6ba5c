import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import calendarFeedFunction from '../../../../netlify/functions/calendar-feed';
import eventFunction from '../../../../netlify/functions/event';
import { calendarFeed } from './calendar-feed.server';
import { siteUrl } from '../../../server/env.server';
import { putEvent } from '../server/events.server';
import { putFormation } from '../../formations/index.server';
import { setStoreFactory } from '../../../server/store.server';
import type { EventRecord } from '../core/event';
import type { Formation } from '../../formations';
import { callFunction } from '../../../../tests/support/functions';
import { memoryStores } from '../../../../scripts/stores/memory-store';

/** A component of an iCalendar text: its properties (name, parameters, value) and sub-components. */
interface Component {
  name: string;
  props: Array<{ name: string; params: Record<string, string>; value: string }>;
  children: Component[];
}

/** Just enough of RFC 5545 to read a feed back: unfolding, BEGIN/END nesting, parameters, text escapes. */
function parseIcs(text: string): Component {
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  const root: Component = { name: 'ROOT', props: [], children: [] };
  const stack = [root];
  for (const line of lines) {
    const colon = line.indexOf(':');
    const [name = '', ...params] = line.slice(0, colon).split(';');
    const value = line.slice(colon + 1);
    if (name === 'BEGIN') {
      const child: Component = { name: value, props: [], children: [] };
      stack.at(-1)!.children.push(child);
      stack.push(child);
    } else if (name === 'END') {
      expect(stack.pop()!.name).toBe(value);
    } else {
      stack.at(-1)!.props.push({ name, params: Object.fromEntries(params.map((param) => param.split('=') as [string, string])), value });
    }
  }
  expect(stack).toHaveLength(1);
  return root.children[0]!;
}

const prop = (component: Component, name: string) => component.props.find((candidate) => candidate.name === name);
const unescapeText = (value: string) => value.replace(/\\n/gi, '\n').replace(/\\([,;\\])/g, '$1');
const vevents = (calendar: Component) => calendar.children.filter((child) => child.name === 'VEVENT');
const summaries = (calendar: Component) => vevents(calendar).map((event) => unescapeText(prop(event, 'SUMMARY')!.value));

const now = new Date('2025-03-10T15:00:00Z');
const event = (id: string, title: string, startDt: string, endDt: string, grade_list: string[] = []): EventRecord => ({
  id,
  name: id,
  title,
  slug: id,
  location: 'Gym',
  description: '',
  grade_list,
  startDt,
  endDt,
  event_links: [],
  images: [],
  version: 2,
  updatedAt: '2025-03-01T12:00:00.000Z',
});

beforeEach(async () => {
  vi.stubEnv('SITE_URL', 'https://hsa.example.org');
  setStoreFactory(memoryStores().factory);
  const grade: Formation = {
    _id: 'g1',
    type: 'grade',
    title: 'Kindergarten',
    slug: 'kindergarten',
    icon: 'school',
    colorCode: 'abc',
    links: [],
    leadership: [],
    order: 0,
    image: null,
    image_count: 0,
    version: 1,
    updatedAt: '',
  };
  await putFormation(grade);
  await putEvent(event('too-old', 'Too Old', '2024-11-20T09:00', '2024-11-20T10:00'));
  await putEvent(event('winter', 'Winter Social', '2024-12-05T18:00', '2024-12-05T20:00'));
  await putEvent({
    ...event('fair', 'Book Fair, Spring', '2025-03-12T08:00', '2025-03-14T15:30', ['kindergarten']),
    description: 'Line one\nLine two; bring cash',
  });
  await putEvent(event('picnic', 'Family Picnic', '2025-07-04T11:00', '2025-07-04T14:00', ['1st-grade']));
  await putEvent(event('next-spring', 'Gala', '2026-03-28T18:00', '2026-03-28T23:00'));
  await putEvent(event('too-far', 'Too Far', '2026-04-02T18:00', '2026-04-02T23:00'));
});

afterEach(() => {
  setStoreFactory(null);
  vi.unstubAllEnvs();
});

describe('the calendar feed (docs/decisions/012)', () => {
  it('holds the events from three months back to twelve ahead, with New York times and a VTIMEZONE', async () => {
    const calendar = parseIcs(await calendarFeed({ origin: 'https://hsa.example.org', now }));
    expect(calendar.name).toBe('VCALENDAR');
    expect(summaries(calendar)).toEqual(['Winter Social', 'Book Fair, Spring', 'Family Picnic', 'Gala']);

    const zone = calendar.children.find((child) => child.name === 'VTIMEZONE')!;
    expect(prop(zone, 'TZID')?.value).toBe('America/New_York');
    const offsets = zone.children.map((rule) => [rule.name, prop(rule, 'TZOFFSETTO')?.value]);
    expect(offsets).toEqual([
      ['DAYLIGHT', '-0400'],
      ['STANDARD', '-0500'],
    ]);

    const fair = vevents(calendar)[1]!;
    expect(prop(fair, 'DTSTART')).toEqual({ name: 'DTSTART', params: { TZID: 'America/New_York' }, value: '20250312T080000' });
    expect(prop(fair, 'DTEND')).toEqual({ name: 'DTEND', params: { TZID: 'America/New_York' }, value: '20250314T153000' });
    expect(unescapeText(prop(fair, 'DESCRIPTION')!.value)).toBe('Line one\nLine two; bring cash');
    expect(prop(fair, 'LOCATION')?.value).toBe('Gym');
    expect(prop(fair, 'UID')?.value).toBe('fair@hsa.example.org');
    // Stamps are UTC, whatever the zone of the machine that writes the feed.
    expect(prop(fair, 'DTSTAMP')?.value).toBe('20250301T120000Z');
    expect(prop(fair, 'LAST-MODIFIED')?.value).toBe('20250301T120000Z');
    expect(prop(calendar, 'X-WR-TIMEZONE')?.value).toBe('America/New_York');
    expect(prop(fair, 'URL')?.value).toBe('https://hsa.example.org/events/fair');
  });

  it("holds a grade's events and the school-wide ones, not other grades'", async () => {
    const calendar = parseIcs(
      await calendarFeed({ grade: { slug: 'kindergarten', title: 'Kindergarten' }, origin: 'https://hsa.example.org', now }),
    );
    expect(summaries(calendar)).toEqual(['Winter Social', 'Book Fair, Spring', 'Gala']);
    expect(prop(calendar, 'X-WR-CALNAME')?.value).toContain('Kindergarten');
  });

  it("agrees with the grade page's call on a grade's events: its own and the school-wide ones (docs/decisions/029)", async () => {
    const feed = parseIcs(
      await calendarFeed({ grade: { slug: 'kindergarten', title: 'Kindergarten' }, origin: 'https://hsa.example.org', now }),
    );
    const page = await callFunction(
      eventFunction,
      'GET',
      '/v2/api/event?start_dt=2024-12-01&end_dt=2025-12-01&grade_level=kindergarten&include_fields=title,grade_list&per_page=30',
    );
    expect(page.status).toBe(200);
    const { results } = (await page.json()) as { results: Array<{ title: string; grade_list: string[] }> };
    // The feed reaches into 2026 (Gala); the page asked for December to November.
    expect(results.map((listed) => listed.title)).toEqual(summaries(feed).filter((title) => title !== 'Gala'));
    expect(results.filter((listed) => listed.grade_list.length === 0).map((listed) => listed.title)).toEqual(['Winter Social']);
  });

  it('is served as text/calendar with a short cache; an unknown grade or file is a 404', async () => {
    const response = await callFunction(calendarFeedFunction, 'GET', '/v2/api/calendar/kindergarten.ics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=900');
    expect(parseIcs(await response.text()).name).toBe('VCALENDAR');
    expect((await callFunction(calendarFeedFunction, 'GET', '/v2/api/calendar/ninth-grade.ics')).status).toBe(404);
    expect((await callFunction(calendarFeedFunction, 'GET', '/v2/api/calendar/kindergarten')).status).toBe(404);
    expect((await callFunction(calendarFeedFunction, 'POST', '/v2/api/calendar/events.ics')).status).toBe(405);
  });

  it('serves one event as a download for Add to calendar; an unknown id is a 404, a hostile one a 400', async () => {
    const response = await callFunction(calendarFeedFunction, 'GET', '/v2/api/calendar/event/fair.ics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="fair.ics"');
    const calendar = parseIcs(await response.text());
    expect(summaries(calendar)).toEqual(['Book Fair, Spring']);
    expect(prop(vevents(calendar)[0]!, 'DTSTART')).toEqual({
      name: 'DTSTART',
      params: { TZID: 'America/New_York' },
      value: '20250312T080000',
    });
    expect(calendar.children.some((child) => child.name === 'VTIMEZONE')).toBe(true);
    expect((await callFunction(calendarFeedFunction, 'GET', '/v2/api/calendar/event/nope.ics')).status).toBe(404);
    expect((await callFunction(calendarFeedFunction, 'GET', '/v2/api/calendar/event/fair')).status).toBe(404);
    expect((await callFunction(calendarFeedFunction, 'GET', '/v2/api/calendar/event/..%2Fx.ics')).status).toBe(400);
  });
});

describe('the feeds asked from a Spanish page (docs/decisions/068)', () => {
  it("link each event to its Spanish page under a Spanish name, the officers' texts as written", async () => {
    const calendar = parseIcs(await calendarFeed({ origin: 'https://hsa.example.org', now, lang: 'es' }));
    expect(summaries(calendar)).toEqual(['Winter Social', 'Book Fair, Spring', 'Family Picnic', 'Gala']);
    expect(prop(vevents(calendar)[1]!, 'URL')?.value).toBe('https://hsa.example.org/es/events/fair');
    expect(prop(calendar, 'URL')?.value).toBe('https://hsa.example.org/es/events');
    expect(prop(calendar, 'X-WR-CALNAME')?.value).toMatch(/^Eventos de la HSA de /);
    const grade = parseIcs(
      await calendarFeed({ grade: { slug: 'kindergarten', title: 'Kindergarten' }, origin: 'https://hsa.example.org', now, lang: 'es' }),
    );
    expect(vevents(grade).map((event) => prop(event, 'URL')?.value)).toContain('https://hsa.example.org/es/events/fair');
    expect(prop(grade, 'X-WR-CALNAME')?.value).toContain('Kindergarten');
  });

  it("name a grade's feed by its Spanish title where it has one (docs/decisions/093)", async () => {
    const feed = (lang: 'en' | 'es') =>
      calendarFeed({
        grade: { slug: 'kindergarten', title: 'Kindergarten', title_es: 'Kínder' },
        origin: 'https://hsa.example.org',
        now,
        lang,
      });
    expect(prop(parseIcs(await feed('es')), 'X-WR-CALNAME')?.value).toMatch(/: Kínder$/);
    expect(prop(parseIcs(await feed('en')), 'X-WR-CALNAME')?.value).toMatch(/: Kindergarten$/);
  });

  it('are asked with ?lang=es, for a feed or one event; any other language is English', async () => {
    const file = async (query: string) =>
      parseIcs(await (await callFunction(calendarFeedFunction, 'GET', `/v2/api/calendar/event/fair.ics${query}`)).text());
    expect(prop(vevents(await file('?lang=es'))[0]!, 'URL')?.value).toBe('https://hsa.example.org/es/events/fair');
    expect(prop(vevents(await file('?lang=fr'))[0]!, 'URL')?.value).toBe('https://hsa.example.org/events/fair');
    const feed = await (await callFunction(calendarFeedFunction, 'GET', '/v2/api/calendar/events.ics?lang=es')).text();
    expect(prop(parseIcs(feed), 'URL')?.value).toBe('https://hsa.example.org/es/events');
  });

  it('differ from the English feed in those links, that name and the language only; English is as before', async () => {
    const english = await calendarFeed({ origin: 'https://hsa.example.org', now });
    expect(await calendarFeed({ origin: 'https://hsa.example.org', now, lang: 'en' })).toBe(english);
    expect(english).not.toContain('/es/');
    const spanish = await calendarFeed({ origin: 'https://hsa.example.org', now, lang: 'es' });
    const englishName = prop(parseIcs(english), 'X-WR-CALNAME')!.value;
    const spanishName = prop(parseIcs(spanish), 'X-WR-CALNAME')!.value;
    const asEnglish = spanish
      .replaceAll('https://hsa.example.org/es/events', 'https://hsa.example.org/events')
      .replaceAll(spanishName, englishName)
      .replace('//ES', '//EN');
    expect(asEnglish).toBe(english);
  });
});

describe('the Spanish titles and descriptions in the feeds (docs/decisions/070)', () => {
  const spanishFair = {
    ...event('fair', 'Book Fair, Spring', '2025-03-12T08:00', '2025-03-14T15:30', ['kindergarten']),
    title_es: 'Feria del libro, primavera',
    description: 'Line one\nLine two; bring cash',
    description_es: 'Línea uno; traiga efectivo',
  };
  const fairOf = (calendar: Component) => vevents(calendar).find((item) => prop(item, 'URL')!.value.endsWith('/events/fair'))!;

  it('a Spanish feed and file give them where written, the English where not; an English one gives the English', async () => {
    await putEvent(spanishFair);
    const spanish = parseIcs(await calendarFeed({ origin: 'https://hsa.example.org', now, lang: 'es' }));
    expect(summaries(spanish)).toEqual(['Winter Social', 'Feria del libro, primavera', 'Family Picnic', 'Gala']);
    expect(unescapeText(prop(fairOf(spanish), 'DESCRIPTION')!.value)).toBe('Línea uno; traiga efectivo');
    const file = async (query: string) =>
      parseIcs(await (await callFunction(calendarFeedFunction, 'GET', `/v2/api/calendar/event/fair.ics${query}`)).text());
    expect(summaries(await file('?lang=es'))).toEqual(['Feria del libro, primavera']);
    expect(summaries(await file(''))).toEqual(['Book Fair, Spring']);
    const english = parseIcs(await calendarFeed({ origin: 'https://hsa.example.org', now }));
    expect(summaries(english)).toEqual(['Winter Social', 'Book Fair, Spring', 'Family Picnic', 'Gala']);
    expect(unescapeText(prop(fairOf(english), 'DESCRIPTION')!.value)).toBe('Line one\nLine two; bring cash');
  });

  it('leave the English feed byte for byte as it was without them', async () => {
    const before = await calendarFeed({ origin: 'https://hsa.example.org', now });
    await putEvent(spanishFair);
    expect(await calendarFeed({ origin: 'https://hsa.example.org', now })).toBe(before);
  });
});

describe("the feed's links and ids come from the configured site address (DESIGN section 6)", () => {
  it("never from the request's Host: a request to evil.example still links to the site", async () => {
    const feed = await (await callFunction(calendarFeedFunction, 'GET', 'http://evil.example/v2/api/calendar/events.ics')).text();
    expect(feed).not.toContain('evil.example');
    expect(feed).toContain('https://hsa.example.org/events');
    const file = await (await callFunction(calendarFeedFunction, 'GET', 'http://evil.example/v2/api/calendar/event/fair.ics')).text();
    expect(file).not.toContain('evil.example');
    expect(prop(vevents(parseIcs(file))[0]!, 'UID')?.value).toBe('fair@hsa.example.org');
    expect(prop(vevents(parseIcs(file))[0]!, 'URL')?.value).toBe('https://hsa.example.org/events/fair');
  });

  it('reads SITE_URL, else the URL Netlify sets, as an origin; anything else stops with a clear message', () => {
    expect(siteUrl({ SITE_URL: 'https://hsa.example.org/', URL: 'https://hsa.netlify.app' })).toBe('https://hsa.example.org');
    expect(siteUrl({ URL: 'https://hsa.netlify.app' })).toBe('https://hsa.netlify.app');
    expect(siteUrl({ SITE_URL: 'http://localhost:8888' })).toBe('http://localhost:8888');
    expect(() => siteUrl({})).toThrow(/Netlify sets URL; elsewhere set SITE_URL/);
    for (const wrong of ['hsa.example.org', 'ftp://hsa.example.org', 'https://hsa.example.org/events', 'https://user:pw@hsa.example.org']) {
      expect(() => siteUrl({ SITE_URL: wrong }), wrong).toThrow(/SITE_URL must be the site's address/);
    }
  });
});
