/** The home page's 'HSA Events' items (SPEC, Home): day, month abbreviation and 12-hour time. */
import { EVENT_DATE_FORMATS, formatEventDate } from './event-format';

export interface HomeEventDate {
  /** '05' */
  day: string;
  /** 'Mar' */
  month: string;
  /** '6:00 p.m.' */
  time: string;
}

/** From the spec's 'MMM dd' and 'h:mm aaaa' formats; null when the start is not a valid wall time. */
export function homeEventDate(startDt: string): HomeEventDate | null {
  const [month, day] = formatEventDate(startDt, EVENT_DATE_FORMATS.dayMonth).split(' ');
  if (!month || !day) return null;
  return { day, month, time: formatEventDate(startDt, EVENT_DATE_FORMATS.time) };
}
