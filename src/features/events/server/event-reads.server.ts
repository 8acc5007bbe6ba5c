/**
 * The reads of GET /v2/api/event (SPEC section 7) and what the pages drawn on request (docs/decisions/044,
 * 045) read of events: the same queries their islands send, read by the same rules, so the HTML and the
 * islands' later reads agree.
 *
 * The query: start_dt, end_dt (end excluded), grade_level (that grade's events and the school-wide ones,
 * docs/decisions/029), include_fields and per_page. Unknown parameters are ignored, bad values are a 400
 * (DESIGN section 4).
 */
import type { QueryKey } from '@tanstack/react-query';
import {
  type DayRange,
  daysBetween,
  EVENT_FIELDS,
  type EventField,
  type EventScope,
  type EventView,
  gradeScope,
  isDay,
  monthOf,
  photoItemOfEvent,
  toEventView,
} from '../core/event';
import { HttpError, pickFields, readFieldList, readPositiveInt, requireSafeId } from '../../../server/http.server';
import { type GradeEventCard, gradeMonthPath, type HomeEvent, homeEventsPath, monthEventsPath, PUBLIC_EVENT_KEYS } from '../api/events-api';
import { findEvent, listEvents } from './events.server';
import { GRADES_QUERY_KEY, type PublicGrade } from '../../formations';
import { readPublicGrades } from '../../formations/index.server';

const DEFAULT_PER_PAGE = 50;
const MAX_PER_PAGE = 100;
/** A range's listings grow with its length; a year is more than any screen asks for. */
const MAX_RANGE_DAYS = 366;

export interface EventQuery {
  range: DayRange;
  scope: EventScope;
  perPage: number;
  fields: EventField[] | null;
}

/**
 * The spec's home call has a doubled question mark (`/v2/api/event??per_page=11&...`), which makes its first
 * key `?per_page`: keys are read without leading question marks.
 */
function normalisedParams(url: URL): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of url.searchParams) params.append(key.replace(/^\?+/, ''), value);
  return params;
}

function readDay(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name);
  if (value === null) return undefined;
  if (!isDay(value)) throw new HttpError(400, 'INVALID_QUERY', `'${name}' must be a date written yyyy-MM-dd.`);
  return value;
}

export function readEventQuery(url: URL): EventQuery {
  const params = normalisedParams(url);
  const start = readDay(params, 'start_dt');
  if (!start) throw new HttpError(400, 'INVALID_QUERY', "Please give 'start_dt', a date written yyyy-MM-dd.");
  const end = readDay(params, 'end_dt');
  if (end !== undefined && end <= start) throw new HttpError(400, 'INVALID_QUERY', "'end_dt' must come after 'start_dt'.");
  if (end !== undefined && daysBetween(start, end) > MAX_RANGE_DAYS) {
    throw new HttpError(400, 'INVALID_QUERY', `A date range may cover at most ${MAX_RANGE_DAYS} days.`);
  }
  const grade = params.get('grade_level');
  return {
    range: end === undefined ? { start } : { start, end },
    // A grade's events are its own and the school-wide ones, as in its calendar feed.
    scope: grade === null ? { kind: 'all' } : gradeScope(requireSafeId(grade, "'grade_level' must be a grade's slug.")),
    perPage: readPositiveInt(params, 'per_page', { max: MAX_PER_PAGE }) ?? DEFAULT_PER_PAGE,
    fields: readFieldList(params, 'include_fields', EVENT_FIELDS),
  };
}

/** The answer of one of the island's list queries, `path` (GET /v2/api/event?...). */
async function readEventList<Item>(path: string): Promise<Item[]> {
  const query = readEventQuery(new URL(path, 'http://localhost'));
  const events = await listEvents({ range: query.range, scope: query.scope, limit: query.perPage });
  return events.map((event) => pickFields(toEventView(event), query.fields) as Item);
}

/** A grade page's month of events (docs/decisions/044). */
export const readGradeMonth = (gradeSlug: string, month: string) => readEventList<GradeEventCard>(gradeMonthPath(gradeSlug, month));

/** The home page's upcoming events from today (docs/decisions/054), as its island asks for them. */
export const readHomeEvents = (today: string) => readEventList<HomeEvent>(homeEventsPath(today));

/**
 * What a page of the calendar draws (/events, and /events/{id} behind its popup): the grades (the dots'
 * colours and the legend) and the island's queries.
 */
export interface CalendarPage {
  grades: PublicGrade[];
  /** The month's events, which the page draws (the titles tell whether it shows English, docs/decisions/070). */
  events: EventView[];
  queries: Array<readonly [QueryKey, unknown]>;
}

/** What /events/{id} draws: the calendar, and the event (its page's title and description). */
export interface EventPage extends CalendarPage {
  event: EventView;
}

/**
 * A month of the calendar and the grade list, each under the key its island's hook reads (`useMonthEvents`,
 * `useGrades`), read by the API's own rules: /events draws the month its address names, or this month. The
 * grades are read here unless the caller has them (`knownGrades`).
 */
export async function readCalendarMonth(month: string, knownGrades?: PublicGrade[]): Promise<CalendarPage> {
  const [events, grades] = await Promise.all([readEventList<EventView>(monthEventsPath(month)), knownGrades ?? readPublicGrades()]);
  return {
    grades,
    events,
    queries: [
      [PUBLIC_EVENT_KEYS.month(month), events],
      [GRADES_QUERY_KEY, grades],
    ],
  };
}

/**
 * A query the page reads once its event is known, beside the month: the event's photos (kept under
 * `photoItem`, photoItemOfEvent), which the page reads from the photos feature (the photos feature imports
 * this one, so this one does not import it).
 */
export type EventQueryRead = (event: EventView, photoItem: string) => Promise<readonly [QueryKey, unknown]>;

/**
 * The event an address opens, with its photos (`readPhotos`), the month behind it (the one the address
 * names, or the event's own) and the grade list, each under the key its island's hook reads; null when there
 * is no such event. The grades are read beside the event, the month once the event names it.
 */
export async function readEventPage(eventId: string, namedMonth: string | null, readPhotos: EventQueryRead): Promise<EventPage | null> {
  const [record, grades] = await Promise.all([findEvent(eventId), readPublicGrades()]);
  if (!record) return null;
  const event = toEventView(record);
  const [calendar, photos] = await Promise.all([
    readCalendarMonth(namedMonth ?? monthOf(event.startDt), grades),
    readPhotos(event, photoItemOfEvent(record)),
  ]);
  return { event, grades, events: calendar.events, queries: [[PUBLIC_EVENT_KEYS.event(eventId), event], photos, ...calendar.queries] };
}
