/** GET /v1/api/datasource/volunteer-activities: the volunteer activity options, `{ name, value }` (SPEC section 7). */
import type { Config } from '@netlify/functions';
import { allowMethods, handle, results } from '../server/http.server';
import { readVolunteerActivities } from '../server/pages.server';

export default handle(async (req: Request) => {
  allowMethods(req, ['GET']);
  return results(await readVolunteerActivities(), { headers: { 'Cache-Control': 'public, max-age=60' } });
});

export const config: Config = { path: '/v1/api/datasource/volunteer-activities' };
