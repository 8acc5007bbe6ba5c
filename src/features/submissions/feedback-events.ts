/**
 * The event a feedback row is about. Feedback stores the event's name (its slug, not unique), its title and
 * its start as they were when it was sent, not its id: the event is found again among its month's events.
 */
import type { EventView } from '../events';
import { wallMonth } from './date-formats';
import type { Submission } from './submissions';

export type KnownEvent = Pick<EventView, 'id' | 'name' | 'slug' | 'title' | 'startDt'>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The month `yyyy-MM` whose events hold the row's event; null when the row has no valid date. */
export const feedbackMonth = (row: Submission): string | null => wallMonth(row.form_data.event_date);

/** The distinct months to read for these rows, in order of first appearance. */
export const feedbackMonths = (rows: readonly Submission[]): string[] => [
  ...new Set(rows.flatMap((row) => (row.form_type === 'event_feedback' ? (feedbackMonth(row) ?? []) : []))),
];

/**
 * The event's title today (an event renamed since shows its new title). An event that is gone, or not read
 * yet, shows the title stored with the feedback, and failing that its name.
 */
export function eventTitle(row: Submission, monthEvents: readonly KnownEvent[] | undefined): string {
  const name = text(row.form_data.event_name);
  const start = text(row.form_data.event_date);
  const candidates = (monthEvents ?? []).filter(
    (event) => name !== '' && (event.id === name || event.name === name || event.slug === name),
  );
  const found = candidates.find((event) => event.startDt === start) ?? candidates[0];
  return found?.title.trim() || text(row.form_data.event_title) || name;
}
