/**
 * The texts of the events to come (docs/decisions/071): what a parent can still see on the calendar, read
 * from the month summaries from today on (at most the upcoming lists' horizon), each series once with the
 * occurrences changed on their own that carry texts of their own.
 */
import { addMonths, dayOf, byStart, monthOf, monthsBetween, type EventRecord } from '../core/event';
import { eventTexts, type UpcomingEventTexts } from '../core/upcoming-texts';
import { expandInRange, isSeries } from '../recurrence/expand';
import { distinctEvents, ensureSummaries, readMonths } from './event-store.server';
import { openStore } from '../../../server/store.server';
import { UPCOMING_HORIZON_MONTHS } from './events.server';

/** A changed occurrence's title and description where its change touches them; the others are the series'. */
function changedTexts(series: EventRecord, occurrence: EventRecord, day: string): Partial<UpcomingEventTexts> {
  const change = series.overrides?.[day] ?? {};
  const texts = eventTexts(occurrence);
  return {
    ...('title' in change || 'title_es' in change ? { title: texts.title, title_es: texts.title_es } : {}),
    ...('description' in change || 'description_es' in change
      ? { description: texts.description, description_es: texts.description_es }
      : {}),
  };
}

/** The items of one record that end on `today` or later: nothing for a past event or a series whose dates have all gone. */
export function upcomingTextsOf(record: EventRecord, today: string): UpcomingEventTexts[] {
  if (!isSeries(record)) {
    return dayOf(record.endDt) >= today ? [{ id: record.id, startDt: record.startDt, endDt: record.endDt, ...eventTexts(record) }] : [];
  }
  const occurrences = expandInRange([record], { start: today }).sort(byStart);
  const [next] = occurrences;
  if (!next) return [];
  const series: UpcomingEventTexts = { id: record.id, startDt: next.startDt, endDt: next.endDt, ...eventTexts(record) };
  const changed = occurrences.flatMap((occurrence) => {
    const day = occurrence.occurrence ?? '';
    const texts = changedTexts(record, occurrence, day);
    if (Object.keys(texts).length === 0) return [];
    return [{ id: occurrence.id, series_id: record.id, changed_on: day, startDt: occurrence.startDt, endDt: occurrence.endDt, ...texts }];
  });
  return [series, ...changed];
}

/** Every event to come from `today` (`yyyy-MM-dd`, the school's day), sorted by start. */
export async function listUpcomingEventTexts(today: string): Promise<UpcomingEventTexts[]> {
  const store = openStore('events', { strong: true });
  await ensureSummaries(store);
  const first = monthOf(today);
  const months = monthsBetween(first, addMonths(first, UPCOMING_HORIZON_MONTHS - 1));
  const records = distinctEvents(await readMonths(store, months, { strong: true }));
  return records.flatMap((record) => upcomingTextsOf(record, today)).sort((a, b) => byStart(a, b));
}
