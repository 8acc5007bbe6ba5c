/**
 * The index that keeps event reads bounded (DESIGN sections 5 and 7; docs/decisions/012). An event has an
 * empty blob per month it touches, under the month and under each of its grades (school-wide events under
 * SCHOOL_WIDE), and the key itself carries the event's start and end:
 *
 *   month/{yyyy-MM}/{span}/{id}
 *   grade/{slug}/{yyyy-MM}/{span}/{id}        span = 20250301t0900_20250305t1530
 *
 * A listing returns keys only, so with the span in the key one listing tells which events fall in a range
 * and in what order, and only the events a page shows are read.
 */
import { isSchoolWide, type EventRecord } from './event';
import { addDays, byStart, monthOf, monthsBetween, monthsSpanned, overlapsRange, type DayRange, type EventSpan } from './event-range';
import { keyOf } from '../../../netlify/server/store.server';

/** Where school-wide events are indexed among the grades; slugify never makes a slug with '_'. */
export const SCHOOL_WIDE = 'school_wide';

/** Whose events: everything, or the events of some grades (SCHOOL_WIDE for those with no grade). */
export type IndexScope = { kind: 'all' } | { kind: 'grades'; grades: string[] };

/**
 * A grade's events: its own and the school-wide ones. The one rule of the grade page's list
 * (`grade_level`) and the grade's calendar feed, so that the two always agree (docs/decisions/029).
 */
export const gradeScope = (gradeSlug: string): IndexScope => ({ kind: 'grades', grades: [gradeSlug, SCHOOL_WIDE] });

/** Whether an event belongs to a scope, as its index entries say (the record has the last word). */
export function inScope(event: Pick<EventRecord, 'grade_list'>, scope: IndexScope): boolean {
  if (scope.kind === 'all') return true;
  return scope.grades.some((grade) => (grade === SCHOOL_WIDE ? isSchoolWide(event) : event.grade_list.includes(grade)));
}

export interface IndexEntry extends EventSpan {
  id: string;
}

const SPAN_PATTERN = /^(\d{4})(\d{2})(\d{2})t(\d{2})(\d{2})$/;

const spanPart = (wallTime: string) => wallTime.replace(/[-:]/g, '').replace('T', 't');
const wallTimeOf = (part: string) => part.replace(SPAN_PATTERN, '$1-$2-$3T$4:$5');
const spanOf = (event: EventSpan) => `${spanPart(event.startDt)}_${spanPart(event.endDt)}`;

const gradesOf = (event: Pick<EventRecord, 'grade_list'>) => (isSchoolWide(event) ? [SCHOOL_WIDE] : event.grade_list);

/** Every index key of an event; an update moves the ones that differ. */
export function indexKeysOf(event: EventRecord): string[] {
  const span = spanOf(event);
  return monthsSpanned(event).flatMap((month) => [
    keyOf('month', month, span, event.id),
    ...gradesOf(event).map((grade) => keyOf('grade', grade, month, span, event.id)),
  ]);
}

/** The event id and span of an index key; null for a key of another shape. */
export function parseIndexKey(key: string): IndexEntry | null {
  const parts = key.split('/');
  const [span, id] = parts.slice(-2);
  const [start, end] = span?.split('_') ?? [];
  if (!id || !start || !end || !SPAN_PATTERN.test(start) || !SPAN_PATTERN.test(end)) return null;
  return { id, startDt: wallTimeOf(start), endDt: wallTimeOf(end) };
}

const scopePrefixes = (scope: IndexScope) => (scope.kind === 'all' ? ['month/'] : scope.grades.map((grade) => `${keyOf('grade', grade)}/`));

/** Listing prefixes for one month. */
export function monthPrefixes(scope: IndexScope, month: string): string[] {
  return scopePrefixes(scope).map((prefix) => `${prefix}${month}/`);
}

/** A range of up to this many months is listed month by month; a longer one year by year. */
const MONTHS_LISTED_ONE_BY_ONE = 3;

/** Listing prefixes that cover every month from one to another, as few as reasonable. */
export function rangePrefixes(scope: IndexScope, fromMonth: string, toMonth: string): string[] {
  const months = monthsBetween(fromMonth, toMonth);
  const parts =
    months.length <= MONTHS_LISTED_ONE_BY_ONE
      ? months.map((month) => `${month}/`)
      : [...new Set(months.map((month) => `${month.slice(0, 4)}-`))];
  return scopePrefixes(scope).flatMap((prefix) => parts.map((part) => `${prefix}${part}`));
}

/** The last month a day range touches (its end is excluded). */
export const lastMonthOf = (range: Required<DayRange>) => monthOf(addDays(range.end, -1));

/** The entries of some keys that fall in a range, one per event, sorted by start. */
export function entriesInRange(keys: readonly string[], range: DayRange): IndexEntry[] {
  const entries = new Map<string, IndexEntry>();
  for (const key of keys) {
    const entry = parseIndexKey(key);
    if (entry && overlapsRange(entry, range) && !entries.has(entry.id)) entries.set(entry.id, entry);
  }
  return [...entries.values()].sort(byStart);
}
