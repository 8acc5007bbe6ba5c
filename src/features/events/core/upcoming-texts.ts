/**
 * The officers' texts of the events to come, as the Site Content tool checks them for their Spanish versions
 * (docs/decisions/071): one item per event, one per series (with the dates of its next occurrence), and one
 * per occurrence of a series changed on its own ("This event") that carries a title or a description of its
 * own. No zod and no recurrence code here: the admin island imports the type.
 */
import type { EventRecord } from './event';

export interface UpcomingEventTexts {
  /** The event's id, the series' id, or a changed occurrence's own id. */
  id: string;
  /** On a changed occurrence: its series' id. */
  series_id?: string;
  /** On a changed occurrence: its own day `yyyy-MM-dd`. */
  changed_on?: string;
  /** The dates of the event, of the series' next occurrence, or of the changed occurrence. */
  startDt: string;
  endDt: string;
  /** The title, on a changed occurrence only when it changed the title or its Spanish. */
  title?: string;
  title_es?: string;
  /** The description, on a changed occurrence only when it changed the description or its Spanish. */
  description?: string;
  description_es?: string;
}

/** The texts of an event or series as stored, '' for a Spanish version never written. */
export const eventTexts = (event: Pick<EventRecord, 'title' | 'title_es' | 'description' | 'description_es'>) => ({
  title: event.title,
  title_es: event.title_es ?? '',
  description: event.description,
  description_es: event.description_es ?? '',
});
