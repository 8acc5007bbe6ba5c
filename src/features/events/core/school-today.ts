/**
 * Today's date in the school's zone with the browser's own Intl, no date library: the home list needs only
 * this and its wall times, so the home page loads no date code (docs/decisions/040).
 */
import { EVENT_TIME_ZONE } from './event';

// Made at its first use: a page's first Intl formatter loads the browser's locale data, a long task on a phone.
let schoolDate: Intl.DateTimeFormat | undefined;

/** Today's date in the school's zone, `yyyy-MM-dd` (the home list's start_dt). */
export function schoolToday(now: Date = new Date()): string {
  schoolDate ??= new Intl.DateTimeFormat('en-US', { timeZone: EVENT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = schoolDate.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
