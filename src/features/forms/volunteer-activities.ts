/**
 * The volunteer activity options (GET /v1/api/datasource/volunteer-activities): every committee, by
 * title, then the general activities the HSA lists. The same list gives the options of volunteer_activity
 * and associated_activites, and the values the submit-form function accepts.
 */
import type { VolunteerActivity } from '../content';

const byTitle = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Committees sorted by title, then the general activities in their own order; the first of two with the same value or name wins. */
export function volunteerActivityOptions(
  committees: ReadonlyArray<{ title: string; slug: string }>,
  general: readonly VolunteerActivity[],
): VolunteerActivity[] {
  const fromCommittees = [...committees]
    .sort((a, b) => byTitle.compare(a.title, b.title))
    .map((committee) => ({ name: committee.title.trim(), value: committee.slug }));
  const seen = new Set<string>();
  const options: VolunteerActivity[] = [];
  for (const option of [...fromCommittees, ...general.map((activity) => ({ name: activity.name.trim(), value: activity.value }))]) {
    const keys = [`value:${option.value}`, `name:${option.name.toLowerCase()}`];
    if (!option.name || !option.value || keys.some((key) => seen.has(key))) continue;
    keys.forEach((key) => seen.add(key));
    options.push(option);
  }
  return options;
}
