/**
 * How event dates read on screen (SPEC section 9), in the school's zone whatever the visitor's. A value
 * that is not a valid date renders empty (SPEC section 5).
 */
import { format } from 'date-fns';
import { dayOf, type EventRecord, isMonth } from './event';
import { wallTimeInstant } from './event-time';

export const EVENT_DATE_FORMATS = {
  /** Feb 03, 2025 */
  date: 'MMM dd, yyyy',
  /** Feb 03 */
  dayMonth: 'MMM dd',
  /** 9:30 a.m. */
  time: 'h:mm aaaa',
  /** 03 Feb 2025 9:30 a.m. */
  dateTime: 'dd MMM yyyy h:mm aaaa',
  /** February 2025: the calendar's header. */
  calendarHeader: 'MMMM yyyy',
  /** Feb. 2025: the previous/next month labels. */
  monthLabel: 'MMM. yyyy',
  /** February: the Events Manager's previous/next month buttons. */
  monthName: 'MMMM',
  /** Monday, February 3: a calendar day's name and its list's heading. */
  dayName: 'EEEE, MMMM d',
  /** 2025-02-03: the API's dates. */
  api: 'yyyy-MM-dd',
} as const;

export type EventDateFormat = (typeof EVENT_DATE_FORMATS)[keyof typeof EVENT_DATE_FORMATS];

/** A wall time `yyyy-MM-dd'T'HH:mm` or a day `yyyy-MM-dd` in one of the spec's formats; '' when not valid. */
export function formatEventDate(value: string | undefined, pattern: EventDateFormat): string {
  const instant = wallTimeInstant(value);
  return instant ? format(instant, pattern) : '';
}

/** A month `yyyy-MM` as the calendar header or a month label; '' when not valid. */
export function formatMonth(month: string | undefined, pattern: EventDateFormat): string {
  return month && isMonth(month) ? formatEventDate(`${month}-01`, pattern) : '';
}

/**
 * When an event happens, as the Events Manager lists it: one date with a time range when it starts and ends
 * on the same day, otherwise a date range.
 */
export function formatEventWhen(event: Pick<EventRecord, 'startDt' | 'endDt'>): string {
  const { date, time } = EVENT_DATE_FORMATS;
  const start = formatEventDate(event.startDt, date);
  const end = formatEventDate(event.endDt, date);
  if (!start || !end) return '';
  if (dayOf(event.startDt) !== dayOf(event.endDt)) return `${start} - ${end}`;
  return `${start} ${formatEventDate(event.startDt, time)} - ${formatEventDate(event.endDt, time)}`;
}
