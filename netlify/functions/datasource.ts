/** GET /v1/api/datasource/volunteer-activities: the volunteer activity options, `{ name, value }` (SPEC section 7). */
import type { Config } from '@netlify/functions';
import { results } from '../server/http.server';
import { readVolunteerActivities } from '../server/pages.server';
import { route } from '../server/router.server';

const volunteerActivities = async () => results(await readVolunteerActivities(), { headers: { 'Cache-Control': 'public, max-age=60' } });

export default route({
  '/v1/api/datasource/volunteer-activities': { GET: volunteerActivities },
});

export const config: Config = { path: '/v1/api/datasource/volunteer-activities' };
