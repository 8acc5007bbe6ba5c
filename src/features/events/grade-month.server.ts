/**
 * A grade page's month of events read in the server, for the page drawn on request (docs/decisions/044):
 * the same query the page's island sends (gradeMonthPath), read by the same rules as GET /v2/api/event, so
 * the HTML and the island's later read agree.
 */
import { toEventView } from './event';
import { gradeMonthPath, type GradeEventCard } from './events-api';
import { readEventQuery } from './event-query.server';
import { listEvents } from './events.server';
import { pickFields } from '../../../netlify/server/query.server';

export async function readGradeMonth(gradeSlug: string, month: string): Promise<GradeEventCard[]> {
  const query = readEventQuery(new URL(gradeMonthPath(gradeSlug, month), 'http://localhost'));
  const events = await listEvents({ range: query.range, scope: query.scope, limit: query.perPage });
  return events.map((event) => pickFields(toEventView(event), query.fields) as GradeEventCard);
}
