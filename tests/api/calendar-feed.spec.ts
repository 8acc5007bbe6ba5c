import { expect, test } from '@playwright/test';

/** The SUMMARY and DTSTART lines of each VEVENT (the unit tests parse the format in full). */
function events(ics: string): Array<{ summary: string; start: string }> {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  return [...unfolded.matchAll(/BEGIN:VEVENT\r\n([\s\S]*?)END:VEVENT/g)].map(([, body]) => ({
    summary:
      /^SUMMARY:(.*)$/m
        .exec(body!)?.[1]
        ?.replace(/\r$/, '')
        .replace(/\\([,;\\])/g, '$1') ?? '',
    start: /^DTSTART([^:]*):(.*)$/m.exec(body!)?.slice(1).join(':').replace(/\r$/, '') ?? '',
  }));
}

test.describe('calendar feeds (docs/decisions/012)', () => {
  test('events.ics holds the demo events with New York times, as text/calendar with a short cache', async ({ request }) => {
    const response = await request.get('/v2/api/calendar/events.ics');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers()['cache-control']).toBe('public, max-age=900');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    const text = await response.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:America/New_York\r\n');
    const found = events(text);
    expect(found.map((event) => event.summary)).toEqual(expect.arrayContaining(['Fun Run', 'Spirit Week', 'Back to School Picnic']));
    for (const event of found) expect(event.start).toMatch(/^;TZID=America\/New_York:\d{8}T\d{6}$/);
  });

  test("a grade's feed holds its events and the school-wide ones, not other grades'", async ({ request }) => {
    const response = await request.get('/v2/api/calendar/kindergarten.ics');
    expect(response.status()).toBe(200);
    const titles = events(await response.text()).map((event) => event.summary);
    expect(titles).toEqual(expect.arrayContaining(['Kindergarten Pumpkin Patch Trip', 'Grandparents Day Mass', 'Spirit Week']));
    expect(titles).not.toContain('5th Grade Field Trip');
  });

  test('an unknown grade is a 404', async ({ request }) => {
    expect((await request.get('/v2/api/calendar/ninth-grade.ics')).status()).toBe(404);
  });
});
