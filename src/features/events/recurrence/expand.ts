/**
 * A series' occurrences (DESIGN section 9; docs/decisions/063): its rule expanded by ical.js's recurrence
 * iterator on wall-clock times of the school's zone (floating times, so no DST step can move a 7 p.m. meeting),
 * skipped dates taken out and each occurrence's own changes laid over it. Server code and the Event Editor's
 * checks use it; no public page does (the lists arrive expanded).
 */
import ICAL from 'ical.js';
import { addDays, dayOf, daysBetween, type EventRecord, type EventSpan, monthsSpanned, overlapsRange, type DayRange } from '../core/event';
import { occurrenceId, RULE_LIMITS } from './rule';

/** A series' first start and its rule: what its dates depend on. */
export type SeriesRule = Pick<EventRecord, 'startDt'> & { rrule: string };

/** No accepted rule gives more (a daily series of two years); the iterator is stopped there whatever happens. */
const MAX_OCCURRENCES = 366 * RULE_LIMITS.years + 1;
const cache = new Map<string, readonly string[]>();
const CACHE_SIZE = 2000;

/** An UNTIL day as the iterator takes it: the end of that day, so the day itself is included. */
const iteratorRule = (rrule: string) => rrule.replace(/UNTIL=(\d{8})(?![\dT])/i, 'UNTIL=$1T235959');

/** Every start day the rule gives from the series' first start, in order (skipped dates still in). */
export function ruleDays({ startDt, rrule }: SeriesRule): readonly string[] {
  const key = `${startDt}|${rrule}`;
  const known = cache.get(key);
  if (known) return known;
  const iterator = ICAL.Recur.fromString(iteratorRule(rrule)).iterator(ICAL.Time.fromDateTimeString(`${startDt}:00`));
  const days: string[] = [];
  for (let next = iterator.next(); next && days.length < MAX_OCCURRENCES; next = iterator.next()) {
    days.push(next.toString().slice(0, 10));
  }
  if (cache.size >= CACHE_SIZE) cache.clear();
  cache.set(key, days);
  return days;
}

const WALL_MS = (wall: string) => Date.parse(`${wall}:00Z`);
const wallAt = (ms: number) => new Date(ms).toISOString().slice(0, 16);

/** The same wall-clock time of day and length on another start day. */
export function movedTo(span: EventSpan, day: string): EventSpan {
  const startDt = `${day}${span.startDt.slice(10)}`;
  return { startDt, endDt: wallAt(WALL_MS(startDt) + WALL_MS(span.endDt) - WALL_MS(span.startDt)) };
}

export const isSeries = (record: Pick<EventRecord, 'rrule'>): record is EventRecord & { rrule: string } => Boolean(record.rrule);

/** The days a series happens on: the rule's days without the skipped ones. */
export function occurrenceDays(series: SeriesRule & Pick<EventRecord, 'exdates'>): string[] {
  const skipped = new Set(series.exdates ?? []);
  return ruleDays(series).filter((day) => !skipped.has(day));
}

/** A series with only the skipped days its rule gives (a moved or cut rule no longer gives some). */
export function withGivenSkips(record: EventRecord): EventRecord {
  if (!isSeries(record)) return record;
  const given = new Set(ruleDays(record));
  return { ...record, exdates: (record.exdates ?? []).filter((skipped) => given.has(skipped)) };
}

/** One occurrence of a series as the lists and the API answer it: its own id, dates and changes. */
export function occurrenceAt(series: EventRecord & { rrule: string }, day: string): EventRecord {
  const { overrides, ...shared } = series;
  const override = overrides?.[day];
  return {
    ...shared,
    ...movedTo(series, day),
    ...override,
    id: occurrenceId(series.id, day),
    series_id: series.id,
    occurrence: day,
    ...(override?.images && { own_photos: true }),
  };
}

/** A series' occurrence on a day; null when the rule does not give that day or it is skipped. */
export function findOccurrence(series: EventRecord, day: string): EventRecord | null {
  if (!isSeries(series) || !occurrenceDays(series).includes(day)) return null;
  return occurrenceAt(series, day);
}

/** Every occurrence of a series (a single event is its own one occurrence). */
export function occurrencesOf(record: EventRecord): EventRecord[] {
  return isSeries(record) ? occurrenceDays(record).map((day) => occurrenceAt(record, day)) : [record];
}

/**
 * What a list answers of some records in a range: single events, and each occurrence of a series in it. Only
 * the days whose dates can reach the range (and those changed on their own, which may have moved) become
 * items: a month of fifty weekly series builds some two hundred, not five thousand.
 */
export function expandInRange(records: readonly EventRecord[], range: DayRange): EventRecord[] {
  return records.flatMap((record) => {
    if (!isSeries(record)) return overlapsRange(record, range) ? [record] : [];
    const length = daysBetween(dayOf(record.startDt), dayOf(record.endDt));
    const changed = record.overrides ?? {};
    const reaches = (day: string) => addDays(day, length) >= range.start && (range.end === undefined || day < range.end);
    return occurrenceDays(record)
      .filter((day) => Object.hasOwn(changed, day) || reaches(day))
      .map((day) => occurrenceAt(record, day))
      .filter((item) => overlapsRange(item, range));
  });
}

/** Every month a record touches: a series' months are those of all its occurrences (its month summaries). */
export function recordMonths(record: EventRecord): string[] {
  return [...new Set(occurrencesOf(record).flatMap(monthsSpanned))].sort();
}

/** The first and last day a series covers, for checks and words. */
export function seriesSpan(record: EventRecord): { first: string; last: string } | null {
  const all = occurrencesOf(record);
  const [first] = all;
  const last = all.at(-1);
  return first && last ? { first: dayOf(first.startDt), last: dayOf(last.endDt) } : null;
}
