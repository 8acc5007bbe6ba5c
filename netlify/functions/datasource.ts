/**
 * GET /v1/api/datasource/volunteer-activities: the volunteer activity options, `{ name, value }` (SPEC
 * section 7): the committees by title, then the site's general activities. Public, briefly cacheable. Asked
 * with `?lang=es` (the Spanish site), each option also carries its Spanish name where it has one (docs/decisions/093),
 * and the committees come in the order of the names shown (docs/decisions/096).
 */
import type { Config } from '@netlify/functions';
import { PUBLIC_SHORT_CACHE, results, route } from '../../src/server/http.server';
import { listVolunteerActivities, volunteerActivitiesIn } from '../../src/features/forms/index.server';
import { langOf } from '../../src/shared/i18n/lang';

const volunteerActivities = async (req: Request) => {
  const lang = langOf(new URL(req.url).searchParams.get('lang'));
  return results(volunteerActivitiesIn(await listVolunteerActivities(lang), lang), { headers: PUBLIC_SHORT_CACHE });
};

export default route({
  '/v1/api/datasource/volunteer-activities': { GET: volunteerActivities },
});

export const config: Config = { path: '/v1/api/datasource/volunteer-activities' };
