import type { FormationType } from '../formation';

/** The Committee and Grade tools' query keys: `['formations', resource, ...params, 'admin']` (token, strong reads). */
export const FORMATION_KEYS = {
  list: (type: FormationType) => ['formations', 'list', type, 'admin'] as const,
  item: (type: FormationType, slug: string | null) => ['formations', 'item', type, slug, 'admin'] as const,
  editorGrades: ['formations', 'grades', 'admin'] as const,
  /** The Site Content tool's read of the texts that have a Spanish version. */
  texts: (type: FormationType) => ['formations', 'texts', type, 'admin'] as const,
};

/** Where the islands keep the grade list (useGrades): a page drawn on request fills it (docs/decisions/045). */
export const GRADES_QUERY_KEY = ['formations', 'grades'] as const;

/** Where the Committees page keeps its cards (useCommittees): the page drawn on request fills it (docs/decisions/059). */
export const COMMITTEES_QUERY_KEY = ['formations', 'committees'] as const;

/** The public pages' other keys: a grade's page (docs/decisions/044) and the committees. */
export const PUBLIC_FORMATION_KEYS = {
  grade: (slug: string) => ['formations', 'grade', slug] as const,
  committees: COMMITTEES_QUERY_KEY,
  committee: (slug: string | null) => ['formations', 'committee', slug] as const,
};
