/**
 * Calendar feeds that parents subscribe to (beyond the spec; docs/decisions/012): the association's events,
 * or one grade's plus the school-wide ones, from a few months back to a year ahead, as iCalendar with
 * times in America/New_York.
 */
import ical from 'ical-generator';
import { addMonths, EVENT_TIME_ZONE, type EventRecord, type EventScope, gradeScope, monthOf } from '../core/event';
import { schoolToday, wallTimeInstant } from '../core/event-time';
import { school } from '../../../config/school';
import { listEvents } from '../server/events.server';

const FEED_MONTHS_BACK = 3;
const FEED_MONTHS_AHEAD = 12;
/** A feed never holds more than this (a busy year is a few hundred events). */
const MAX_FEED_EVENTS = 1000;

/**
 * America/New_York's rules since 2007, so that a calendar program needs no zone database of its own
 * (RFC 5545 asks for a VTIMEZONE for every TZID used).
 */
const NEW_YORK_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:America/New_York',
  'X-LIC-LOCATION:America/New_York',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

export interface FeedOptions {
  /** One grade's feed (its events and the school-wide ones); all events when absent. */
  grade?: { slug: string; title: string };
  /** The site's configured address (`siteUrl()`), for event links and ids; never the request's Host. */
  origin: string;
  now?: Date;
}

export async function calendarFeed({ grade, origin, now = new Date() }: FeedOptions): Promise<string> {
  const thisMonth = monthOf(schoolToday(now));
  const scope: EventScope = grade ? gradeScope(grade.slug) : { kind: 'all' };
  const range = { start: `${addMonths(thisMonth, -FEED_MONTHS_BACK)}-01`, end: `${addMonths(thisMonth, FEED_MONTHS_AHEAD + 1)}-01` };
  const events = await listEvents({ range, scope, limit: MAX_FEED_EVENTS });
  const calendar = newCalendar(grade ? `${school.shortName} HSA: ${grade.title}` : `${school.shortName} HSA Events`, origin);
  for (const event of events) addEvent(calendar, event, origin);
  return calendar.toString();
}

/** One event as a calendar file, for the popup's 'Add to calendar'. */
export function eventCalendar(event: EventRecord, origin: string): string {
  const calendar = newCalendar(`${school.shortName} HSA Events`, origin);
  addEvent(calendar, event, origin);
  return calendar.toString();
}

function newCalendar(name: string, origin: string) {
  return ical({
    // ical-generator writes the calendar name unescaped: no line breaks from a grade title may reach it.
    name: name.replace(/\p{Cc}+/gu, ' '),
    prodId: { company: school.shortName, product: 'HSA Events', language: 'EN' },
    // The zone is named on each event, not on the calendar: with a calendar zone ical-generator writes
    // DTSTAMP and LAST-MODIFIED as local times, where RFC 5545 requires UTC.
    timezone: { name: null, generator: (zone) => (zone === EVENT_TIME_ZONE ? NEW_YORK_VTIMEZONE : null) },
    x: [['X-WR-TIMEZONE', EVENT_TIME_ZONE]],
    url: `${origin}/events`,
    ttl: 60 * 60,
  });
}

function addEvent(calendar: ReturnType<typeof newCalendar>, event: EventRecord, origin: string): void {
  const start = wallTimeInstant(event.startDt);
  const end = wallTimeInstant(event.endDt);
  if (!start || !end) return;
  calendar.createEvent({
    // A fixed domain-like suffix: the same event keeps its id wherever the feed is read.
    id: `${event.id}@${new URL(origin).hostname}`,
    // TZDate values are written as wall times with TZID=America/New_York.
    start,
    end,
    timezone: EVENT_TIME_ZONE,
    summary: event.title,
    location: event.location || null,
    description: event.description || null,
    url: `${origin}/events/${event.id}`,
    sequence: event.version,
    stamp: new Date(event.updatedAt),
    lastModified: new Date(event.updatedAt),
  });
}
