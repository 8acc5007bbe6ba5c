/**
 * What the pages drawn on request (docs/decisions/044, 045) read of events: the same queries their islands
 * send, read by the same rules as GET /v2/api/event, so the HTML and the islands' later reads agree.
 */
import type { QueryKey } from '@tanstack/react-query';
import { type EventView, monthOf, toEventView } from '../core/event';
import { gradeMonthPath, monthEventsPath, type GradeEventCard } from '../api/events-api';
import { PUBLIC_EVENT_KEYS } from '../api/keys';
import { readEventQuery } from './event-query.server';
import { findEvent, listEvents } from './events.server';
import { GRADES_QUERY_KEY, type PublicGrade } from '../../formations';
import { readPublicGrades } from '../../formations/index.server';
import { pickFields } from '../../../server/query.server';

/** The answer of one of the island's list queries, `path` (GET /v2/api/event?...). */
async function readEventList<Item>(path: string): Promise<Item[]> {
  const query = readEventQuery(new URL(path, 'http://localhost'));
  const events = await listEvents({ range: query.range, scope: query.scope, limit: query.perPage });
  return events.map((event) => pickFields(toEventView(event), query.fields) as Item);
}

/** A grade page's month of events (docs/decisions/044). */
export const readGradeMonth = (gradeSlug: string, month: string) => readEventList<GradeEventCard>(gradeMonthPath(gradeSlug, month));

/**
 * What /events/{id} draws: the event (its page's description), the grades (the dots' colours) and the
 * island's queries, among them the month behind the popup: the one the address names, or the event's own.
 */
export interface EventPage {
  event: EventView;
  grades: PublicGrade[];
  queries: Array<readonly [QueryKey, unknown]>;
}

/**
 * A query the page reads once its event is known, beside the month: the event's photos, which the page
 * reads from the photos feature (the photos feature imports this one, so this one does not import it).
 */
export type EventQueryRead = (event: EventView) => Promise<readonly [QueryKey, unknown]>;

/**
 * The event an address opens, with its photos (`readPhotos`), the month behind it and the grade list (the
 * dots' colours and the popup's grades), each under the key its island's hook reads; null when there is no
 * such event.
 */
export async function readEventPage(eventId: string, namedMonth: string | null, readPhotos: EventQueryRead): Promise<EventPage | null> {
  const [record, grades] = await Promise.all([findEvent(eventId), readPublicGrades()]);
  if (!record) return null;
  const event = toEventView(record);
  const month = namedMonth ?? monthOf(event.startDt);
  const [events, photos] = await Promise.all([readEventList<EventView>(monthEventsPath(month)), readPhotos(event)]);
  return {
    event,
    grades,
    queries: [[PUBLIC_EVENT_KEYS.event(eventId), event], photos, [PUBLIC_EVENT_KEYS.month(month), events], [GRADES_QUERY_KEY, grades]],
  };
}
