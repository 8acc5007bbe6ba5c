/**
 * The officers' texts still to be seen (docs/decisions/071), for the Site Content tool's list of the texts
 * without Spanish (the `content` scope or an administrator):
 *   GET /v1/user_auth/content/texts-to-come   `{ results: { today, events, sheets } }`: the events to come (each
 *        series once, with its occurrences changed on their own that carry texts of their own) and the slots of
 *        their sign-up sheets, each text beside its Spanish version. `today` is the school's day they count from.
 */
import type { Config } from '@netlify/functions';
import type { TextsToCome } from '../../src/features/content/index.server';
import { listUpcomingEventTexts, schoolToday } from '../../src/features/events/index.server';
import { listUpcomingSheetTexts } from '../../src/features/signups/index.server';
import { requireContentEditor } from '../../src/features/users/index.server';
import { results, route } from '../../src/server/http.server';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

async function readTexts(req: Request): Promise<Response> {
  await requireContentEditor(req);
  const today = schoolToday();
  const [events, sheets] = await Promise.all([listUpcomingEventTexts(today), listUpcomingSheetTexts(today)]);
  return results({ today, events, sheets } satisfies TextsToCome, { headers: PRIVATE });
}

export default route({
  '/v1/user_auth/content/texts-to-come': { GET: readTexts },
});

export const config: Config = { path: '/v1/user_auth/content/texts-to-come' };
