/**
 * The volunteer activity options (GET /v1/api/datasource/volunteer-activities): every committee, by
 * title, then the general activities the HSA lists. The same list gives the options of volunteer_activity
 * and associated_activites, and the values the submit-form function accepts.
 */
import type { VolunteerActivity } from '../content';
import type { Lang } from '../../shared/i18n/lang';

const byTitle: Record<Lang, Intl.Collator> = {
  en: new Intl.Collator('en', { sensitivity: 'base', numeric: true }),
  es: new Intl.Collator('es', { sensitivity: 'base', numeric: true }),
};

/**
 * Committees sorted by title, then the general activities in their own order; the first of two with the same value
 * or name wins. For the Spanish site (`lang` 'es') the committees are sorted by the title a Spanish reader sees, its
 * Spanish one where it has one (docs/decisions/096); which options there are does not depend on the language.
 */
export function volunteerActivityOptions(
  committees: ReadonlyArray<{ title: string; title_es?: string; slug: string }>,
  general: readonly VolunteerActivity[],
  lang: Lang = 'en',
): VolunteerActivity[] {
  const toOption = (name: string, value: string, spanish: string | undefined): VolunteerActivity => {
    const name_es = spanish?.trim();
    return { name: name.trim(), ...(name_es ? { name_es } : {}), value };
  };
  const fromCommittees = [...committees]
    .sort((a, b) => byTitle.en.compare(a.title, b.title))
    .map((committee) => toOption(committee.title, committee.slug, committee.title_es));
  const seen = new Set<string>();
  const options: VolunteerActivity[] = [];
  let committeeCount = 0;
  const all = [...fromCommittees, ...general.map((activity) => toOption(activity.name, activity.value, activity.name_es))];
  for (const [index, option] of all.entries()) {
    const keys = [`value:${option.value}`, `name:${option.name.toLowerCase()}`];
    if (!option.name || !option.value || keys.some((key) => seen.has(key))) continue;
    keys.forEach((key) => seen.add(key));
    options.push(option);
    if (index < fromCommittees.length) committeeCount += 1;
  }
  if (lang === 'en') return options;
  // The committees kept are the first options: sorted again by the name shown, the general activities after them.
  const shown = (option: VolunteerActivity) => option.name_es ?? option.name;
  const committeesShown = options.slice(0, committeeCount).sort((a, b) => byTitle[lang].compare(shown(a), shown(b)));
  return [...committeesShown, ...options.slice(committeeCount)];
}

/**
 * The list as the datasource answers it for a page in `lang`: the spec's `{ name, value }` for English, each
 * option with its Spanish name (`name_es`, where it has one) for Spanish (`?lang=es`, docs/decisions/093).
 */
export function volunteerActivitiesIn(options: readonly VolunteerActivity[], lang: Lang): VolunteerActivity[] {
  return lang === 'es' ? [...options] : options.map(({ name, value }) => ({ name, value }));
}
