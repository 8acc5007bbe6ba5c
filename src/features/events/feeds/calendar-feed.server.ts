/**
 * Calendar feeds that parents subscribe to (beyond the spec; docs/decisions/012): the association's events,
 * or one grade's plus the school-wide ones, from a few months back to a year ahead, as iCalendar with
 * times in America/New_York. A series is one VEVENT with its RRULE and EXDATE, and each occurrence changed
 * on its own one more with the same UID and its RECURRENCE-ID; SEQUENCE is the record's version, raised by
 * every change, so subscribed calendars take it (docs/decisions/063). A feed asked from a Spanish page links
 * its events to their Spanish pages, under a Spanish name (docs/decisions/068), and gives their Spanish titles
 * and descriptions where the officers wrote them (docs/decisions/070).
 */
import ical from 'ical-generator';
import { addMonths, EVENT_TIME_ZONE, type EventRecord, type EventScope, gradeScope, monthOf } from '../core/event';
import { schoolToday, wallTimeInstant } from '../core/event-time';
import { school } from '../../../config/school';
import { pathIn, type Lang } from '../../../shared/i18n/lang';
import { officerText } from '../../../shared/i18n/officer-text';
import { listEventRecords } from '../server/events.server';
import { isSeries, movedTo, occurrenceAt } from '../recurrence/expand';
import { formatRule, parseRule } from '../recurrence/rule';
import { eventDescriptionIn, eventTitleIn } from '../core/event-texts';

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
  /** One grade's feed (its events and the school-wide ones); all events when absent. Named by its title in `lang`. */
  grade?: { slug: string; title: string; title_es?: string };
  /** The site's configured address (`siteUrl()`), for event links and ids; never the request's Host. */
  origin: string;
  now?: Date;
  /** The language of the page it was asked from: its event links and its own name. */
  lang?: Lang;
}

/** The all-events feed's name in each language. */
const FEED_NAMES: Readonly<Record<Lang, string>> = {
  en: `${school.shortName} HSA Events`,
  es: `Eventos de la HSA de ${school.shortName}`,
};

export async function calendarFeed({ grade, origin, now = new Date(), lang = 'en' }: FeedOptions): Promise<string> {
  const thisMonth = monthOf(schoolToday(now));
  const scope: EventScope = grade ? gradeScope(grade.slug) : { kind: 'all' };
  const range = { start: `${addMonths(thisMonth, -FEED_MONTHS_BACK)}-01`, end: `${addMonths(thisMonth, FEED_MONTHS_AHEAD + 1)}-01` };
  const records = await listEventRecords({ range, scope, limit: MAX_FEED_EVENTS });
  const gradeName = grade && officerText(grade.title, grade.title_es, lang).text;
  const calendar = newCalendar(gradeName ? `${school.shortName} HSA: ${gradeName}` : FEED_NAMES[lang], origin, lang);
  for (const record of records) {
    addEvent(calendar, record, origin, lang);
    if (!isSeries(record)) continue;
    // A date whose only change is photos of its own (docs/decisions/085) is the series' date in a calendar program.
    const changed = Object.entries(record.overrides ?? {}).filter(([, override]) =>
      Object.keys(override).some((field) => field !== 'images'),
    );
    for (const [day] of changed) {
      addEvent(calendar, occurrenceAt(record, day), origin, lang, { uid: record.id, start: movedTo(record, day).startDt });
    }
  }
  return calendar.toString();
}

/** One event as a calendar file, for the popup's 'Add to calendar'. */
export function eventCalendar(event: EventRecord, origin: string, lang: Lang = 'en'): string {
  const calendar = newCalendar(FEED_NAMES[lang], origin, lang);
  addEvent(calendar, event, origin, lang);
  return calendar.toString();
}

function newCalendar(name: string, origin: string, lang: Lang) {
  return ical({
    // ical-generator writes the calendar name unescaped: no line breaks from a grade title may reach it.
    name: name.replace(/\p{Cc}+/gu, ' '),
    prodId: { company: school.shortName, product: 'HSA Events', language: lang.toUpperCase() },
    // The zone is named on each event, not on the calendar: with a calendar zone ical-generator writes
    // DTSTAMP and LAST-MODIFIED as local times, where RFC 5545 requires UTC.
    timezone: { name: null, generator: (zone) => (zone === EVENT_TIME_ZONE ? NEW_YORK_VTIMEZONE : null) },
    x: [['X-WR-TIMEZONE', EVENT_TIME_ZONE]],
    url: `${origin}${pathIn(lang, '/events')}`,
    ttl: 60 * 60,
  });
}

/** `yyyyMMdd'T'HHmmss` of a wall time, as iCalendar writes a local time. */
const icalWallTime = (wall: string) => `${wall.replaceAll('-', '').replace(':', '')}00`;

/**
 * A series' RRULE and EXDATE lines. UNTIL is written in UTC (the end of its day in New York), as RFC 5545
 * requires beside a DTSTART with a TZID; each EXDATE is the skipped day at the series' start time.
 */
function seriesLines(series: EventRecord & { rrule: string }): string {
  const rule = parseRule(series.rrule);
  if (!rule.ok) return '';
  const { until, ...parts } = rule.parts;
  const untilInstant = until === undefined ? null : wallTimeInstant(`${until}T23:59`);
  const untilText = untilInstant ? `;UNTIL=${new Date(untilInstant.getTime() + 59_000).toISOString().replace(/[-:]|\.\d{3}/g, '')}` : '';
  const lines = [`RRULE:${formatRule(parts)}${untilText}`];
  const skipped = (series.exdates ?? []).map((day) => icalWallTime(movedTo(series, day).startDt));
  if (skipped.length > 0) lines.push(`EXDATE;TZID=${EVENT_TIME_ZONE}:${skipped.join(',')}`);
  return lines.join('\r\n');
}

/** An occurrence changed on its own, in a feed: its series' UID and the start (wall time) it replaces. */
interface Replacing {
  uid: string;
  start: string;
}

function addEvent(calendar: ReturnType<typeof newCalendar>, event: EventRecord, origin: string, lang: Lang, replacing?: Replacing): void {
  const start = wallTimeInstant(event.startDt);
  const end = wallTimeInstant(event.endDt);
  if (!start || !end) return;
  const replaced = replacing ? wallTimeInstant(replacing.start) : null;
  calendar.createEvent({
    // A fixed domain-like suffix: the same event keeps its id wherever the feed is read.
    id: `${replacing?.uid ?? event.id}@${new URL(origin).hostname}`,
    // A series (not one occurrence of it, which a single download writes as an event of its own).
    ...(isSeries(event) && !event.series_id ? { repeating: seriesLines(event) } : {}),
    ...(replaced ? { recurrenceId: replaced } : {}),
    // TZDate values are written as wall times with TZID=America/New_York.
    start,
    end,
    timezone: EVENT_TIME_ZONE,
    summary: eventTitleIn(event, lang).text,
    location: event.location || null,
    description: eventDescriptionIn(event, lang).text || null,
    url: `${origin}${pathIn(lang, `/events/${event.id}`)}`,
    sequence: event.version,
    stamp: new Date(event.updatedAt),
    lastModified: new Date(event.updatedAt),
  });
}
