/**
 * The volunteer activity list: every committee (so it follows the officers' edits) plus the general
 * activities of the site config. The datasource serves it and submit-form accepts exactly its values; the
 * Spanish site's list has the same options, its committees in the order of their Spanish titles.
 */
import { school } from '../../config/school';
import type { SelectOption } from './field-definitions';
import { volunteerActivityOptions } from './volunteer-activities';
import type { Lang } from '../../shared/i18n/lang';
import { listFormations } from '../formations/index.server';

export async function listVolunteerActivities(lang: Lang = 'en'): Promise<SelectOption[]> {
  return volunteerActivityOptions(await listFormations('committee'), school.generalVolunteerActivities, lang);
}
