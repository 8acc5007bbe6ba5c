import { isDay } from '../core/event';

/**
 * The calendar list's page in the address, `?page=N`: what the pager's form sends without JavaScript
 * (docs/decisions/078). The server draws that page of the month's list; anything but a whole number from 1 is
 * no page (the list opens where it would), and a number past the last page shows the last.
 */
export const LIST_PAGE_QUERY = 'page';

export function listPageOf(value: string | null): number | null {
  if (!value || !/^[1-9][0-9]{0,3}$/.test(value)) return null;
  return Number(value);
}

/**
 * The day whose list the address opens, `?day=yyyy-MM-dd`: what a day's button sends without JavaScript
 * (docs/decisions/079). Anything but a real day is none; the page then shows the day's month unless the
 * address names another.
 */
export const DAY_QUERY = 'day';

export function openingDayOf(value: string | null): string | null {
  return value && isDay(value) ? value : null;
}
