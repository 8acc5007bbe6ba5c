/**
 * Lists that open on today (docs/decisions/054): the events list on /events, a grade page's list
 * and the Events Manager's list open on the page that starts with the first event of today or later, and the
 * earlier events of the month are on the pages before it. "Today" is the school's day (America/New_York),
 * so the text comparison of days below needs no time-zone arithmetic; the caller gives today.
 */
import { dayOf, type EventSpan } from './event';

/**
 * The first event that is not over before today: it ends today or later (an event of this morning, or a
 * week-long fair that started on Monday, is still "on today"). -1 when every event ended before today: a
 * past month. The events are in list order (by start).
 */
export function firstFromToday(events: readonly EventSpan[], today: string): number {
  return events.findIndex((event) => dayOf(event.endDt) >= today);
}

/** A list cut into pages, and the page it opens on (1-based). */
export interface TodayPages<T> {
  pages: T[][];
  opening: number;
}

/**
 * Pages of at most `size` events, cut so that a page starts with the first event from today: the earlier
 * events fill the pages before it (the first of them may hold fewer), and the list opens on that page. A
 * past month (nothing from today) and a future month (everything from today) are cut in their natural order
 * and open on page 1. An empty list is one empty page.
 */
export function pagesFromToday<T extends EventSpan>(events: readonly T[], size: number, today: string): TodayPages<T> {
  const first = firstFromToday(events, today);
  const lead = first > 0 ? first % size : 0;
  const pages: T[][] = lead > 0 ? [events.slice(0, lead)] : [];
  for (let start = lead; start < events.length; start += size) pages.push(events.slice(start, start + size));
  if (pages.length === 0) pages.push([]);
  const opening = first <= 0 ? 1 : (lead > 0 ? 1 : 0) + Math.floor(first / size) + 1;
  return { pages, opening };
}

/** The page (1-based) that holds the item at `index` of the list `pagesFromToday` cut. */
export function pageHolding<T>(pages: readonly T[][], index: number): number {
  let seen = 0;
  for (const [at, page] of pages.entries()) {
    seen += page.length;
    if (index < seen) return at + 1;
  }
  return 1;
}
