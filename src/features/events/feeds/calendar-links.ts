/**
 * Links that put events into a visitor's own calendar (beyond the spec; docs/decisions/015): the feeds and
 * the one-event download of the calendar-feed function (docs/decisions/012), and a Google Calendar
 * template link built from the event's wall times.
 */
import type { Lang } from '../../../shared/i18n/lang';
import { feedLangQuery } from '../api/events-api';
import { EVENT_TIME_ZONE, isEventWallTime, type EventRecord } from '../core/event';
import { eventDescriptionIn, eventTitleIn } from '../core/event-texts';
import { eventPath } from '../core/event-path';

const CALENDAR_PATH = '/v2/api/calendar';

/**
 * The event's own address, /events/{id} (/es/events/{id} in Spanish), absolute on the page's origin (the
 * popup's 'Copy link', 'Add to calendar', the feeds' links).
 */
export const eventPageUrl = (origin: string, eventId: string, lang: Lang = 'en') => `${origin}${eventPath(eventId, lang)}`;

/** One event as an .ics download ('Add to calendar'). */
export const eventIcsPath = (eventId: string, lang: Lang = 'en') =>
  `${CALENDAR_PATH}/event/${encodeURIComponent(eventId)}.ics${feedLangQuery(lang)}`;

/** A grade's feed: its events and the school-wide ones, for a calendar app to subscribe to. */
export const gradeFeedPath = (gradeSlug: string, lang: Lang = 'en') =>
  `${CALENDAR_PATH}/${encodeURIComponent(gradeSlug)}.ics${feedLangQuery(lang)}`;

const GOOGLE_TEMPLATE = 'https://calendar.google.com/calendar/render';
/** Google answers very long addresses with an error; the description is cut well below that. */
export const GOOGLE_DETAILS_MAX = 1500;

/** `2044-03-05T18:00` as Google's floating `20440305T180000`; ctz says which zone it is in. */
const googleTime = (wallTime: string) => `${wallTime.replace(/[-:]/g, '')}00`;

/**
 * Google Calendar's "create event" page, filled in. The times stay the school's wall times with
 * ctz=America/New_York, so the event lands at the right hour in any visitor's zone. Its title and
 * description are the Spanish ones asked from a Spanish page, where there are (docs/decisions/070). Null when
 * a time is not a valid wall time (nothing sensible to add).
 */
export function googleCalendarUrl(
  event: Pick<EventRecord, 'title' | 'title_es' | 'startDt' | 'endDt' | 'description' | 'description_es' | 'location'>,
  pageUrl?: string,
  lang: Lang = 'en',
): string | null {
  if (!isEventWallTime(event.startDt) || !isEventWallTime(event.endDt)) return null;
  const description = eventDescriptionIn(event, lang).text.trim();
  const cut = description.length > GOOGLE_DETAILS_MAX ? `${description.slice(0, GOOGLE_DETAILS_MAX - 1).trimEnd()}…` : description;
  const details = [cut, pageUrl].filter(Boolean).join('\n\n');
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: eventTitleIn(event, lang).text,
    dates: `${googleTime(event.startDt)}/${googleTime(event.endDt)}`,
    ctz: EVENT_TIME_ZONE,
  });
  if (details) query.set('details', details);
  if (event.location.trim()) query.set('location', event.location.trim());
  return `${GOOGLE_TEMPLATE}?${query}`;
}
