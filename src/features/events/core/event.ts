/**
 * Events (SPEC section 3), shared by the calendar islands, the Events Tool and the functions: the record and
 * its view, the days and months an event covers, and whose events a list answers. Event times are wall
 * times of one zone, so days and months are plain `yyyy-MM-dd` / `yyyy-MM` text, compared as text: no time
 * zone arithmetic is needed here. (No zod and no date library here: the calendar islands and the home list
 * import this.)
 */
import type { LinkPill } from '../../formations';

/** Event wall times are `yyyy-MM-dd'T'HH:mm` in America/New_York (DESIGN section 4). */
export const EVENT_TIME_ZONE = 'America/New_York';
const EVENT_DATETIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

export interface EventRecord {
  id: string;
  name: string;
  title: string;
  /** The title in Spanish (docs/decisions/070); absent or '' for none: the Spanish site shows the English. */
  title_es?: string;
  slug: string;
  location: string;
  description: string;
  /** The description in Spanish; absent or '' for none. */
  description_es?: string;
  /** Grade slugs: empty = school wide, one = that grade's colour, several = Multiple Grades. */
  grade_list: string[];
  startDt: string;
  endDt: string;
  event_links: LinkPill[];
  /** Photo URLs in upload order; the first is the cover. Kept by the photo calls, not by event saves. */
  images: string[];
  version: number;
  updatedAt: string;
  /** A series (DESIGN section 9, docs/decisions/063): its RRULE value; startDt/endDt are its first occurrence. */
  rrule?: string;
  /** A series' skipped days, `yyyy-MM-dd`. */
  exdates?: string[];
  /** A series' changes of single occurrences, by the occurrence's own day. Never in an API answer. */
  overrides?: Record<string, EventOverride>;
  /** An occurrence of a series: the series' id and the occurrence's own day `yyyy-MM-dd`. */
  series_id?: string;
  occurrence?: string;
  /** An occurrence with photos of its own, kept under its own id (docs/decisions/085). Never in an API answer. */
  own_photos?: boolean;
  /**
   * A series a "This and following" edit cut: the series its later dates went on as, one per cut it made
   * (docs/decisions/094). Never in an API answer.
   */
  continued_as?: string[];
  /**
   * Where edits took the dates of this series when they gave them new ids, oldest first (docs/decisions/097):
   * an old address of a moved date follows them. Never in an API answer.
   */
  moved_dates?: DateMove[];
}

/**
 * A move of a series' dates to new ids (docs/decisions/094): a date `{series}_{d}` from `from` on ('' for every
 * date) went on as `{to}_{d + shift}`.
 */
export interface DateMove {
  /** The first day that moved, `yyyy-MM-dd`; '' for every day. */
  from: string;
  to: string;
  shift: number;
}

/** The fields an officer edits, dates included. */
export type EventFields = Pick<
  EventRecord,
  | 'name'
  | 'title'
  | 'title_es'
  | 'slug'
  | 'location'
  | 'description'
  | 'description_es'
  | 'grade_list'
  | 'startDt'
  | 'endDt'
  | 'event_links'
>;

/**
 * What an officer changed of one occurrence ("This event"): only the fields that differ from its series, so
 * that a later change of "All events" still reaches the fields this one left alone; with `images`, the date
 * has photos of its own instead of its series' (docs/decisions/085).
 */
export type EventOverride = Partial<EventFields & Pick<EventRecord, 'images'>>;

/** An event as the API answers it: the record plus its photo count and cover. */
export type EventView = EventRecord & { image_count: number; default_image: string | null };

/**
 * The item an event's photos are kept under (docs/decisions/063, 085): a single event's or a series' own id; an
 * occurrence shares its series' photos unless it has photos of its own.
 */
export const photoItemOfEvent = (event: Pick<EventRecord, 'id' | 'series_id' | 'own_photos'>): string =>
  event.own_photos ? event.id : (event.series_id ?? event.id);

/** An event for no grade is school wide (SPEC section 3): every grade's page and feed show it. */
export const isSchoolWide = (event: Pick<EventRecord, 'grade_list'>) => event.grade_list.length === 0;

/** A record saved before the Spanish texts answers them as '' too (docs/decisions/070). */
export function toEventView({
  overrides: _overrides,
  own_photos: _own,
  continued_as: _continued,
  moved_dates: _moved,
  ...event
}: EventRecord): EventView {
  return {
    ...event,
    title_es: event.title_es ?? '',
    description_es: event.description_es ?? '',
    image_count: event.images.length,
    default_image: event.images[0] ?? null,
  };
}

/** The names `include_fields` may ask for; any other name is ignored. */
export const EVENT_FIELDS = [
  'id',
  'name',
  'title',
  'title_es',
  'slug',
  'location',
  'description',
  'description_es',
  'grade_list',
  'startDt',
  'endDt',
  'event_links',
  'images',
  'image_count',
  'default_image',
  'version',
  'updatedAt',
  'rrule',
  'exdates',
  'series_id',
  'occurrence',
] as const satisfies ReadonlyArray<keyof EventView>;
export type EventField = (typeof EVENT_FIELDS)[number];

/** A real wall time: the right shape, a date that exists, hours below 24 and minutes below 60. */
export function isEventWallTime(value: string): boolean {
  if (!EVENT_DATETIME_PATTERN.test(value) || !isDay(value.slice(0, 10))) return false;
  return Number(value.slice(11, 13)) < 24 && Number(value.slice(14, 16)) < 60;
}

// Days and months.

export type EventSpan = Pick<EventRecord, 'startDt' | 'endDt'>;

/** Days `yyyy-MM-dd`: `start` included, `end` excluded (the API's start_dt and end_dt); no end = open. */
export interface DayRange {
  start: string;
  end?: string;
}

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

export const isMonth = (value: string) => MONTH_PATTERN.test(value);

/** A day that exists, `yyyy-MM-dd`: 2025-02-30 is not one. */
export function isDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The calendar day of a wall time (or of a day). */
export const dayOf = (wallTime: string) => wallTime.slice(0, 10);
export const monthOf = (wallTimeOrDay: string) => wallTimeOrDay.slice(0, 7);

/** `yyyy-MM` moved by whole months. */
export function addMonths(month: string, count: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A day moved by whole days. */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one day to another (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A month as the calendar asks for it: its first day up to the first day of the next month. */
export function monthRange(month: string): Required<DayRange> {
  return { start: `${month}-01`, end: `${addMonths(month, 1)}-01` };
}

/** Every month from one to another, both included (none when `to` comes first). */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** Every `yyyy-MM` month an event touches from its start to its end. */
export function monthsSpanned(event: EventSpan): string[] {
  return monthsBetween(monthOf(event.startDt), monthOf(event.endDt));
}

/**
 * An event is in a range when any day from its start day to its end day is: a multi-day event shows on
 * every day it covers, across month and year ends too.
 */
export function overlapsRange(event: EventSpan, range: DayRange): boolean {
  return dayOf(event.endDt) >= range.start && (range.end === undefined || dayOf(event.startDt) < range.end);
}

/** The days of a month (1 to 31) on which the calendar shows the event's dot. */
export function daysCoveredInMonth(event: EventSpan, month: string): number[] {
  const { start, end } = monthRange(month);
  const first = dayOf(event.startDt) > start ? dayOf(event.startDt) : start;
  const last = dayOf(event.endDt) < end ? dayOf(event.endDt) : addDays(end, -1);
  const days: number[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(Number(day.slice(8, 10)));
  return days;
}

/** Events in the order every list shows them: by start, then end, then id so that ties stay stable. */
export function byStart(a: EventSpan & { id: string }, b: EventSpan & { id: string }): number {
  return a.startDt.localeCompare(b.startDt) || a.endDt.localeCompare(b.endDt) || a.id.localeCompare(b.id);
}

// Whose events a list answers (docs/decisions/029).

/** The school-wide events among the grades; slugify never makes a slug with '_'. */
const SCHOOL_WIDE = 'school_wide';

/** Whose events: everything, or the events of some grades (SCHOOL_WIDE for those with no grade). */
export type EventScope = { kind: 'all' } | { kind: 'grades'; grades: string[] };

/**
 * A grade's events: its own and the school-wide ones. The one rule of the grade page's list
 * (`grade_level`) and the grade's calendar feed, so that the two always agree (docs/decisions/029).
 */
export const gradeScope = (gradeSlug: string): EventScope => ({ kind: 'grades', grades: [gradeSlug, SCHOOL_WIDE] });

/** Whether an event belongs to a scope. */
export function inScope(event: Pick<EventRecord, 'grade_list'>, scope: EventScope): boolean {
  if (scope.kind === 'all') return true;
  return scope.grades.some((grade) => (grade === SCHOOL_WIDE ? isSchoolWide(event) : event.grade_list.includes(grade)));
}
