/**
 * How event dates read on screen (SPEC section 9), in the school's zone whatever the visitor's. A value
 * that is not a valid date renders empty (SPEC section 5). Spanish pages read each format as a Spanish reader
 * expects it ("jueves, 26 de noviembre de 2026", "7:00 p. m."; docs/decisions/068); English is the spec's.
 */
import { format } from 'date-fns';
import { formatIn } from '../../../shared/i18n/dates';
import type { Lang } from '../../../shared/i18n/lang';
import { dayOf, type EventRecord, isMonth } from './event';
import { wallTimeFields } from './event-time';

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
  /** Feb 3, 2025: a repeat's end and its skipped dates (decision 063). */
  ruleDay: 'MMM d, yyyy',
  /** Feb 3: a yearly repeat's day. */
  ruleMonthDay: 'MMM d',
  /** 2025-02-03: the API's dates. */
  api: 'yyyy-MM-dd',
} as const;

export type EventDateFormat = (typeof EVENT_DATE_FORMATS)[keyof typeof EVENT_DATE_FORMATS];

/** Each format as a Spanish page writes it; the API's dates stay as they are. */
const SPANISH_DATE_FORMATS: Readonly<Record<EventDateFormat, string>> = {
  [EVENT_DATE_FORMATS.date]: "EEEE, d 'de' MMMM 'de' yyyy",
  [EVENT_DATE_FORMATS.dayMonth]: 'd MMM',
  [EVENT_DATE_FORMATS.time]: 'h:mm aaaa',
  [EVENT_DATE_FORMATS.dateTime]: "d 'de' MMMM 'de' yyyy, h:mm aaaa",
  [EVENT_DATE_FORMATS.calendarHeader]: "MMMM 'de' yyyy",
  [EVENT_DATE_FORMATS.monthLabel]: 'MMM yyyy',
  [EVENT_DATE_FORMATS.monthName]: 'MMMM',
  [EVENT_DATE_FORMATS.dayName]: "EEEE, d 'de' MMMM",
  [EVENT_DATE_FORMATS.ruleDay]: "d 'de' MMMM 'de' yyyy",
  [EVENT_DATE_FORMATS.ruleMonthDay]: "d 'de' MMMM",
  [EVENT_DATE_FORMATS.api]: 'yyyy-MM-dd',
};

/** A wall time `yyyy-MM-dd'T'HH:mm` or a day `yyyy-MM-dd` in one of the spec's formats, in `lang`; '' when not valid. */
export function formatEventDate(value: string | undefined, pattern: EventDateFormat, lang: Lang = 'en'): string {
  const fields = wallTimeFields(value);
  if (!fields) return '';
  return lang === 'en' ? format(fields, pattern) : formatIn(lang, fields, SPANISH_DATE_FORMATS[pattern]);
}

/** A month `yyyy-MM` as the calendar header or a month label, in `lang`; '' when not valid. */
export function formatMonth(month: string | undefined, pattern: EventDateFormat, lang: Lang = 'en'): string {
  return month && isMonth(month) ? formatEventDate(`${month}-01`, pattern, lang) : '';
}

/**
 * When an event happens, as the lists show it: one date with a time range when it starts and ends on the
 * same day, otherwise a date range. Spanish sets the time off its long date with a comma.
 */
export function formatEventWhen(event: Pick<EventRecord, 'startDt' | 'endDt'>, lang: Lang = 'en'): string {
  const { date, time } = EVENT_DATE_FORMATS;
  const start = formatEventDate(event.startDt, date, lang);
  const end = formatEventDate(event.endDt, date, lang);
  if (!start || !end) return '';
  if (dayOf(event.startDt) !== dayOf(event.endDt)) return `${start} - ${end}`;
  const times = `${formatEventDate(event.startDt, time, lang)} - ${formatEventDate(event.endDt, time, lang)}`;
  return lang === 'en' ? `${start} ${times}` : `${start}, ${times}`;
}
