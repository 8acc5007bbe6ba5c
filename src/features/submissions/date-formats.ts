/**
 * How the Forms dashboard writes dates: in the spec's event formats (events feature, EVENT_DATE_FORMATS),
 * in the school's zone whatever the reader's. A value that is not a valid date renders empty (SPEC
 * section 5). The CSV keeps its own format (record-columns.ts).
 */
import { tz } from '@date-fns/tz';
import { format, isValid } from 'date-fns';
import { EVENT_DATE_FORMATS, EVENT_TIME_ZONE, formatEventDate } from '../events';

const { date, time } = EVENT_DATE_FORMATS;

/** A submission's ISO 8601 time as its day: 'Nov 03, 2026'. */
export function submittedDay(value: string | undefined): string {
  const instant = value ? new Date(value) : null;
  return instant && isValid(instant) ? format(instant, date, { in: tz(EVENT_TIME_ZONE) }) : '';
}

/** A submission's ISO 8601 time with the hour: 'Nov 03, 2026 9:15 a.m.'. */
export function submittedAt(value: string | undefined): string {
  const instant = value ? new Date(value) : null;
  return instant && isValid(instant) ? format(instant, `${date} ${time}`, { in: tz(EVENT_TIME_ZONE) }) : '';
}

const wallText = (value: unknown): string | undefined => (typeof value === 'string' ? value.trim() : undefined);

/** A day `yyyy-MM-dd` or wall time `yyyy-MM-dd'T'HH:mm` as its day: 'Nov 22, 2026'. */
export const wallDay = (value: unknown): string => formatEventDate(wallText(value), date);

/** A wall time with its hour, 'Nov 22, 2026 7:00 p.m.'; a day alone as its day. */
export function wallDateTime(value: unknown): string {
  const day = wallDay(value);
  const text = wallText(value) ?? '';
  return day && text.includes('T') ? `${day} ${formatEventDate(text, time)}` : day;
}

/** The month `yyyy-MM` of a valid day or wall time, else null: which month of events names it. */
export const wallMonth = (value: unknown): string | null => (wallDay(value) ? (wallText(value) ?? '').slice(0, 7) : null);
