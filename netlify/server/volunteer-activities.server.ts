/**
 * The volunteer activity list: every committee (so it follows the officers' edits) plus the general
 * activities of the site config. The datasource serves it and submit-form accepts exactly its values.
 */
import { school } from '../../src/config/school';
import type { SelectOption } from '../../src/domain/form-fields';
import { volunteerActivityOptions } from '../../src/domain/volunteer-activities';
import { listFormations } from './formations.server';

export async function listVolunteerActivities(): Promise<SelectOption[]> {
  return volunteerActivityOptions(await listFormations('committee'), school.generalVolunteerActivities);
}
