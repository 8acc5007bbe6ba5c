/**
 * The volunteer activity list: every committee (so it follows the officers' edits) plus the general
 * activities of the site config. The datasource serves it and submit-form accepts exactly its values.
 */
import { school } from '../../config/school';
import type { SelectOption } from './field-definitions';
import { volunteerActivityOptions } from './volunteer-activities';
import { listFormations } from '../formations/index.server';

export async function listVolunteerActivities(): Promise<SelectOption[]> {
  return volunteerActivityOptions(await listFormations('committee'), school.generalVolunteerActivities);
}
