/**
 * Where an edit takes the dates of a series when they get new ids (docs/decisions/094). An occurrence's id is its
 * day (`{series}_{yyyyMMdd}`): "This and following" ends the series the day before the date edited and goes on
 * under a new series, and "All events" moved by some days moves every date. A date `{series}_{d}` from `from` on
 * then goes on as `{to}_{d + shift}`. What the ids name elsewhere (a date's sign-up sheet) follows this.
 */
import { addDays, dayOf, daysBetween, type DateMove } from '../core/event';
import type { SeriesScope } from '../core/event-schema';
import { occurrenceId, readOccurrenceId } from './rule';

export interface DatesMoved extends DateMove {
  series: string;
}

/**
 * Where an edit of `id` with `scope` to `startDt` takes the series' dates: a `following` edit goes on under
 * `newSeries` (on a series' first date it is `all`, which its reader finds: `to` never comes); undefined
 * when every date keeps its id.
 */
export function datesMovedBy(
  id: string,
  { scope, startDt }: { scope?: SeriesScope | undefined; startDt: string },
  newSeries?: string,
): DatesMoved | undefined {
  const occurrence = readOccurrenceId(id);
  if (!occurrence || scope === undefined || scope === 'this') return undefined;
  const shift = daysBetween(occurrence.day, dayOf(startDt));
  if (scope === 'following' && newSeries) return { series: occurrence.seriesId, from: occurrence.day, to: newSeries, shift };
  return shift === 0 ? undefined : { series: occurrence.seriesId, from: '', to: occurrence.seriesId, shift };
}

/** The id a date goes on under; null for a date the edit does not move. */
export function continuedId(moved: DatesMoved, eventId: string): string | null {
  const occurrence = readOccurrenceId(eventId);
  if (!occurrence || occurrence.seriesId !== moved.series || occurrence.day < moved.from) return null;
  return occurrenceId(moved.to, addDays(occurrence.day, moved.shift));
}
