/**
 * Calls of the event resource (SPEC section 7): the calendar's and the Events Tool's month, a grade page's
 * month, the home list, one event, and the Events Tool's saves and deletes, which carry the token
 * (DESIGN section 4); and the query keys their hooks, the invalidations and the pages drawn on request share.
 * No React here: the server's page reads import the paths and keys. Event feedback goes through the forms
 * client.
 */
import { type EventView, monthRange } from '../core/event';
import type { EventInputValues, SeriesScope } from '../core/event-schema';
import { apiCall } from '../../../shared/api-client';
import type { Lang } from '../../../shared/i18n/lang';

const EVENT_PATH = '/v2/api/event';

/** The Events Tool's query keys: `['events', resource, ...params, 'admin']` (its reads carry the token, strong). */
export const EVENT_KEYS = {
  /** Every month the Events Tool has read. */
  months: ['events', 'month'] as const,
  month: (month: string) => ['events', 'month', month, 'admin'] as const,
  item: (id: string | null) => ['events', 'item', id, 'admin'] as const,
};

/**
 * The public pages' keys: the calendar's month and the popup's event, which a page drawn on request fills
 * (docs/decisions/045), a grade page's month (docs/decisions/044) and the home list from a day.
 */
export const PUBLIC_EVENT_KEYS = {
  month: (month: string | null) => ['events', 'month', month] as const,
  event: (id: string | null) => ['events', 'event', id] as const,
  gradeMonth: (gradeSlug: string, month: string) => ['events', 'grade', gradeSlug, month] as const,
  home: (today: string | null) => ['events', 'home', today] as const,
};

/** The page sizes the spec fetches (section 9): the screens page through these on the client. */
const EVENT_FETCH_SIZES = { month: 50, grade: 30, home: 11 } as const;

const listPath = (query: Record<string, string | number>) =>
  `${EVENT_PATH}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;

export type GradeEventCard = Pick<EventView, 'id' | 'images' | 'title' | 'title_es' | 'slug' | 'startDt' | 'endDt' | 'grade_list'>;
export type HomeEvent = Pick<EventView, 'id' | 'title' | 'title_es' | 'startDt' | 'endDt'>;

interface Options {
  /** The Events Tool sends its token, so its reads are strong and see its own saves at once. */
  auth?: boolean;
  signal?: AbortSignal;
}

/** A month `yyyy-MM` of the events calendar or the Events Tool. */
export function monthEventsPath(month: string): string {
  const { start, end } = monthRange(month);
  return listPath({ per_page: EVENT_FETCH_SIZES.month, start_dt: start, end_dt: end });
}

export const listMonthEvents = (month: string, { auth, signal }: Options = {}) =>
  apiCall<EventView[]>(monthEventsPath(month), { auth, signal });

/**
 * A grade page's month: its own events and the school-wide ones, as in its calendar feed (docs/decisions/029);
 * the cards' fields only (the Spanish title too, docs/decisions/070), and the grade list that tells the
 * school-wide ones apart.
 */
export function gradeMonthPath(gradeLevel: string, month: string): string {
  const { start, end } = monthRange(month);
  const query = {
    start_dt: start,
    end_dt: end,
    grade_level: gradeLevel,
    include_fields: 'id,images,title,title_es,slug,startDt,endDt,grade_list',
    per_page: EVENT_FETCH_SIZES.grade,
  };
  return listPath(query);
}

export const listGradeMonthEvents = (gradeLevel: string, month: string, { signal }: Options = {}) =>
  apiCall<GradeEventCard[]>(gradeMonthPath(gradeLevel, month), { signal });

/** The home page's upcoming events from a day `yyyy-MM-dd` (today in the school's zone: schoolToday()). */
export const homeEventsPath = (today: string) =>
  listPath({ per_page: EVENT_FETCH_SIZES.home, start_dt: today, include_fields: 'id,title,title_es,startDt,endDt' });

export const listHomeEvents = (today: string, { signal }: Options = {}) => apiCall<HomeEvent[]>(homeEventsPath(today), { signal });

/** One event with image_count, for the popup and the editor. */
export const getEvent = (id: string, { auth, signal }: Options = {}) =>
  apiCall<EventView>(`${EVENT_PATH}/${encodeURIComponent(id)}`, { auth, signal });

/** Update when an id exists, otherwise new (SPEC section 4); an occurrence's update carries its `scope`. */
export const saveEvent = (input: EventInputValues & { images?: string[] }) =>
  apiCall<EventView>(`${EVENT_PATH}/${input.id ? 'update' : 'new'}`, { method: 'POST', body: input, auth: true });

/** One occurrence of a series needs the scope: this date, it and the following ones, or all (DESIGN section 9). */
export const deleteEvent = (id: string, scope?: SeriesScope) =>
  apiCall<EventView>(`${EVENT_PATH}/delete/${encodeURIComponent(id)}${scope ? `?scope=${scope}` : ''}`, { method: 'DELETE', auth: true });

/** A feed or a calendar file asked from a Spanish page links its events to their Spanish pages. */
export const feedLangQuery = (lang: Lang) => (lang === 'en' ? '' : `?lang=${lang}`);

/**
 * Calendar feeds to subscribe to (docs/decisions/012): every event, or one grade's plus the school-wide ones.
 * A Spanish page's feed links its events to their Spanish pages (`?lang=es`).
 */
export const calendarFeedPath = (gradeSlug?: string, lang: Lang = 'en') =>
  `/v2/api/calendar/${gradeSlug ? encodeURIComponent(gradeSlug) : 'events'}.ics${feedLangQuery(lang)}`;
