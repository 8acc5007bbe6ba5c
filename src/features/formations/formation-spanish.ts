/**
 * Whether a Spanish page drawn on the server shows a grade's or committee's own texts in English
 * (docs/decisions/070, 093): a title, a committee's description or a link's label without its Spanish version.
 * The page then says once that part of it is only in English (PublicLayout's `englishParts`).
 */
import { showsEnglishOn } from '../../shared/i18n/officer-text';
import type { Lang } from '../../shared/i18n/lang';
import type { CommitteeSummary } from './committee';
import type { Formation, LinkPill } from './formation';

const linksShowEnglish = (lang: Lang, links: readonly LinkPill[]) => links.some((link) => showsEnglishOn(lang, link.key, link.key_es));

const titleShowsEnglish = (lang: Lang, formation: Pick<Formation, 'title' | 'title_es'>) =>
  showsEnglishOn(lang, formation.title, formation.title_es);

/** A grade's page: its title and link pills. No grade (not found), nothing of it shows. */
export function gradeShowsEnglish(lang: Lang, grade: Pick<Formation, 'title' | 'title_es' | 'links'> | null): boolean {
  return grade !== null && (titleShowsEnglish(lang, grade) || linksShowEnglish(lang, grade.links));
}

/** The Grades page, the home page's carousel: any grade's title. */
export function gradesShowEnglish(lang: Lang, grades: ReadonlyArray<Pick<Formation, 'title' | 'title_es'>>): boolean {
  return grades.some((grade) => titleShowsEnglish(lang, grade));
}

/**
 * The Committees page: every card's title and description and, at a committee's address, the link pills of the popup it
 * opens. `committees` is null when they could not be read: the island reads them, so any may show.
 */
export function committeesShowEnglish(
  lang: Lang,
  committees: ReadonlyArray<Pick<CommitteeSummary, 'title' | 'title_es' | 'slug' | 'description' | 'description_es' | 'links'>> | null,
  openSlug?: string,
): boolean {
  if (lang !== 'es') return false;
  if (committees === null) return true;
  return committees.some(
    (committee) =>
      titleShowsEnglish(lang, committee) ||
      showsEnglishOn(lang, committee.description ?? '', committee.description_es) ||
      (committee.slug === openSlug && linksShowEnglish(lang, committee.links)),
  );
}
