/** Committee rules of the public page (SPEC sections 2, 4 and 9): pills, filters, search. */
import Fuse from 'fuse.js';
import { isPendingLeader, type Formation, type Leader, type LinkPill } from './formation';
import { officerText } from '../../shared/i18n/officer-text';
import type { Lang } from '../../shared/i18n/lang';

export type CommitteeSummary = Pick<Formation, 'title' | 'title_es' | 'slug' | 'description' | 'description_es'> & {
  leadership: Leader[];
  links: LinkPill[];
};

/** The filters, in the order the page offers them; their labels are in formations-text.ts. */
export const COMMITTEE_FILTERS = ['alphabetical', 'open-leadership', 'active-links'] as const;
export type CommitteeFilter = (typeof COMMITTEE_FILTERS)[number];

/** The Committees page's query parameters: the search and the filter, as its GET form sends them. */
export const COMMITTEE_QUERY = { search: 'q', filter: 'filter' } as const;

/** The search and filter an address names; an unknown filter is the first. */
export function committeeQueryOf(params: URLSearchParams): { search: string; filter: CommitteeFilter } {
  const named = params.get(COMMITTEE_QUERY.filter);
  return {
    search: (params.get(COMMITTEE_QUERY.search) ?? '').slice(0, 100),
    filter: COMMITTEE_FILTERS.find((filter) => filter === named) ?? 'alphabetical',
  };
}

/** A card's pills: an open chair, and sign-up links; their words are in formations-text.ts. */
export type CommitteePill = 'open-chair' | 'signups';

/** A committee has an open chair when fewer than 2 non-pending leaders exist. */
export function hasOpenChair(committee: Pick<CommitteeSummary, 'leadership'>): boolean {
  return committee.leadership.filter((leader) => !isPendingLeader(leader)).length < 2;
}

export function committeePills(committee: Pick<CommitteeSummary, 'leadership' | 'links'>): CommitteePill[] {
  const pills: CommitteePill[] = [];
  if (hasOpenChair(committee)) pills.push('open-chair');
  if (committee.links.length > 0) pills.push('signups');
  return pills;
}

const FILTERS: Record<CommitteeFilter, (committee: CommitteeSummary) => boolean> = {
  alphabetical: () => true,
  'open-leadership': (committee) => committee.leadership.length === 0 || committee.leadership.some(isPendingLeader),
  'active-links': (committee) => committee.links.length > 0,
};

/** A-Z by title, as people read it: case and accents aside ('après' beside 'Apple'). */
export const byTitle = (a: { title: string }, b: { title: string }): number =>
  a.title.localeCompare(b.title, 'en', { sensitivity: 'base', numeric: true });

/**
 * The committees to show for a filter and search text, A-Z by the title `lang`'s page shows: titles (English or
 * Spanish, docs/decisions/093) containing the text (case-insensitive) first, then close fuzzy matches (DESIGN
 * section 2: fuse.js).
 */
export function selectCommittees<T extends CommitteeSummary>(
  committees: readonly T[],
  filter: CommitteeFilter,
  search: string,
  lang: Lang = 'en',
): T[] {
  const shownTitle = (committee: T) => officerText(committee.title, committee.title_es, lang).text;
  const kept = committees
    .filter(FILTERS[filter])
    .sort((a, b) => shownTitle(a).localeCompare(shownTitle(b), lang, { sensitivity: 'base', numeric: true }));
  const query = search.trim().toLowerCase();
  if (!query) return kept;
  const titlesOf = (committee: T) => [committee.title, committee.title_es ?? ''];
  const exact = kept.filter((committee) => titlesOf(committee).some((title) => title.toLowerCase().includes(query)));
  const fuzzy = new Fuse(kept, { keys: ['title', 'title_es'], threshold: 0.35, ignoreLocation: true })
    .search(query)
    .map((result) => result.item)
    .filter((committee) => !exact.includes(committee));
  return [...exact, ...fuzzy];
}

/** The initial letter of the popup, or a dash when there is no title (SPEC, Committee popup). */
export function committeeInitial(title: string | undefined): string {
  return title?.trim().charAt(0).toUpperCase() || '-';
}
