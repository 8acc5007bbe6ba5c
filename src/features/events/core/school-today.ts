/**
 * Today's date in the school's zone with the browser's own Intl, no date library: the home list needs only
 * this and its wall times, so the home page loads no date code (docs/decisions/040).
 */
import { EVENT_TIME_ZONE } from './event';

const schoolDate = new Intl.DateTimeFormat('en-US', { timeZone: EVENT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in the school's zone, `yyyy-MM-dd` (the home list's start_dt). */
export function schoolToday(now: Date = new Date()): string {
  const part = (type: Intl.DateTimeFormatPartTypes) => schoolDate.formatToParts(now).find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
