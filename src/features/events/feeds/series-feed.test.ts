/**
 * A series in the calendar feed (decision 063): read back by ical.js and expanded as a calendar program does,
 * its occurrences equal the API's, skipped days and single changes included, at 7 p.m. across DST.
 */
import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { calendarFeed } from './calendar-feed.server';
import { createEvent, findEvent, listEvents, setEventPhotos } from '../server/events.server';
import { updateEventScoped } from '../server/series.server';
import { setStoreFactory } from '../../../server/store.server';
import { eventInputSchema } from '../core/event-schema';
import { memoryStores } from '../../../../scripts/stores/memory-store';

const ORIGIN = 'https://hsa.example.org';
const now = new Date('2026-10-15T15:00:00Z');
const range = { start: '2026-07-01', end: '2027-11-01' };

beforeEach(() => setStoreFactory(memoryStores().factory));
afterEach(() => setStoreFactory(null));

/** Every occurrence in the feed, as a calendar program expands it: [start wall time, summary], in order. */
function expandFeed(text: string): Array<[string, string]> {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevents = calendar.getAllSubcomponents('vevent');
  const found: Array<[string, string]> = [];
  for (const master of vevents.filter((vevent) => !vevent.hasProperty('recurrence-id'))) {
    const uid = master.getFirstPropertyValue('uid');
    const exceptions = vevents.filter((vevent) => vevent.hasProperty('recurrence-id') && vevent.getFirstPropertyValue('uid') === uid);
    const event = new ICAL.Event(master, { exceptions });
    if (!event.isRecurring()) {
      found.push([event.startDate.toString().slice(0, 16), event.summary]);
      continue;
    }
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      found.push([details.startDate.toString().slice(0, 16), details.item.summary]);
    }
  }
  return found.sort(([a], [b]) => a.localeCompare(b));
}

describe('a series in the feed', () => {
  it('is one VEVENT with RRULE and EXDATE, plus one per changed occurrence, and expands to the API list', async () => {
    const series = await createEvent(
      eventInputSchema.parse({
        title: 'HSA General Meeting',
        startDt: '2026-10-06T19:00',
        endDt: '2026-10-06T20:30',
        rrule: 'FREQ=MONTHLY;BYDAY=1TU;UNTIL=20270406',
        exdates: ['2027-01-05'],
      }),
      now,
    );
    await updateEventScoped(
      {
        ...eventInputSchema.parse({
          title: 'HSA Meeting in the Gym',
          startDt: '2026-12-01T18:00',
          endDt: '2026-12-01T19:00',
          scope: 'this',
        }),
        id: `${series.id}_20261201`,
        version: 1,
      },
      now,
    );
    await createEvent(eventInputSchema.parse({ title: 'Book Fair', startDt: '2026-11-16T08:00', endDt: '2026-11-18T15:00' }), now);

    const text = await calendarFeed({ origin: ORIGIN, now });
    const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines).toContain('RRULE:FREQ=MONTHLY;BYDAY=1TU;UNTIL=20270407T035959Z');
    expect(lines).toContain('EXDATE;TZID=America/New_York:20270105T190000');
    expect(lines).toContain('RECURRENCE-ID;TZID=America/New_York:20261201T190000');
    expect(lines.filter((line) => line === `UID:${series.id}@hsa.example.org`)).toHaveLength(2);
    expect(lines.filter((line) => line === 'SEQUENCE:2')).toHaveLength(2);

    const api = await listEvents({ range, scope: { kind: 'all' }, limit: 100 });
    expect(expandFeed(text)).toEqual(api.map((event) => [event.startDt, event.title]));
    expect(expandFeed(text)).toEqual([
      ['2026-10-06T19:00', 'HSA General Meeting'],
      ['2026-11-03T19:00', 'HSA General Meeting'],
      ['2026-11-16T08:00', 'Book Fair'],
      ['2026-12-01T18:00', 'HSA Meeting in the Gym'],
      ['2027-02-02T19:00', 'HSA General Meeting'],
      ['2027-03-02T19:00', 'HSA General Meeting'],
      ['2027-04-06T19:00', 'HSA General Meeting'],
    ]);
  });

  it('carries no RECURRENCE-ID for a date whose only change is photos of its own (docs/decisions/085)', async () => {
    const series = await createEvent(
      eventInputSchema.parse({
        title: 'Friday Mass',
        startDt: '2026-10-02T08:00',
        endDt: '2026-10-02T09:00',
        rrule: 'FREQ=WEEKLY;COUNT=4',
      }),
      now,
    );
    await setEventPhotos(`${series.id}_20261009`, ['/v2/api/photo/image/own']);
    expect((await findEvent(`${series.id}_20261009`))?.images).toEqual(['/v2/api/photo/image/own']);
    const lines = (await calendarFeed({ origin: ORIGIN, now })).replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines.filter((line) => line === `UID:${series.id}@hsa.example.org`)).toHaveLength(1);
    expect(lines.some((line) => line.startsWith('RECURRENCE-ID'))).toBe(false);
  });
});
