/**
 * GET /v1/api/datasource/volunteer-activities: the volunteer activity options, `{ name, value }` (SPEC
 * section 7): the committees by title, then the site's general activities. Public, briefly cacheable.
 */
import type { Config } from '@netlify/functions';
import { PUBLIC_SHORT_CACHE, results, route } from '../../src/server/http.server';
import { listVolunteerActivities } from '../../src/features/forms/index.server';

const volunteerActivities = async () => results(await listVolunteerActivities(), { headers: PUBLIC_SHORT_CACHE });

export default route({
  '/v1/api/datasource/volunteer-activities': { GET: volunteerActivities },
});

export const config: Config = { path: '/v1/api/datasource/volunteer-activities' };
