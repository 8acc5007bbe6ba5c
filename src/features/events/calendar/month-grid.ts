/**
 * The month grid and the page size of the month list of the events calendar and the Events Manager (SPEC, Events
 * calendar and Events Manager; section 9: 5 events a page).
 */
import { addMonths, byStart, daysCoveredInMonth, type EventSpan } from '../core/event';

export const CALENDAR_PAGE_SIZE = 5;

/** Weeks of a month `yyyy-MM`, Sunday first: each cell a day of the month (1 to 31) or null outside it. */
export function monthWeeks(month: string): Array<Array<number | null>> {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const lead = new Date(Date.UTC(year, monthNumber - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const cells: Array<number | null> = [...Array<null>(lead).fill(null), ...Array.from({ length: days }, (_, index) => index + 1)];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** A day of a month `yyyy-MM` as `yyyy-MM-dd`. */
export const monthDay = (month: string, day: number) => `${month}-${String(day).padStart(2, '0')}`;

/** The events on each day of a month (1 to 31), in list order; a multi-day event is on every day it covers. */
export function eventsByDay<T extends EventSpan & { id: string }>(events: readonly T[], month: string): Map<number, T[]> {
  const days = new Map<number, T[]>();
  for (const event of [...events].sort(byStart)) {
    for (const day of daysCoveredInMonth(event, month)) days.set(day, [...(days.get(day) ?? []), event]);
  }
  return days;
}

/** The month before and after, for the arrows. */
export const neighbourMonths = (month: string) => ({ previous: addMonths(month, -1), next: addMonths(month, 1) });
