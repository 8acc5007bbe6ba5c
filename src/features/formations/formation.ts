/** Grades and committees ("formations", SPEC section 3). Shared by islands and functions. */
import type { LinkPill } from '../../shared/links';

export type { LinkPill };
export const FORMATION_TYPES = ['grade', 'committee'] as const;
export type FormationType = (typeof FORMATION_TYPES)[number];

export const GRADE_ICONS = ['school', 'history_edu', 'person_play', 'dictionary'] as const;
export type GradeIcon = (typeof GRADE_ICONS)[number];

/** What each grade icon shows, for people choosing one by ear or by name. */
export const GRADE_ICON_LABELS: Record<GradeIcon, string> = {
  school: 'School',
  history_edu: 'Quill and scroll',
  person_play: 'Child playing',
  dictionary: 'Dictionary',
};
/** SPEC section 9; the Icon component falls back to the same one (src/shared/ui/icon-names.ts). */
export const DEFAULT_FORMATION_ICON = 'groups_2';

/** Public pages colour a grade #ccc until it has one; the grade form starts at #000 (SPEC section 9). */
export const DEFAULT_PUBLIC_GRADE_COLOR = 'ccc';
export const DEFAULT_FORM_GRADE_COLOR = '000';
/** A stored grade colour: 3 or 6 hex digits, without '#'. */
export const COLOR_CODE_PATTERN = /^(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export interface Leader {
  position: string;
  name: string;
  email: string;
}

interface FormationImage {
  src: string;
}

/** A grade or committee as stored; `version` guards edits (DESIGN section 5). */
export interface Formation {
  _id: string;
  type: FormationType;
  title: string;
  /** The title's optional Spanish version (docs/decisions/093); absent or '' for none. The slug stays on `title`. */
  title_es?: string;
  slug: string;
  icon: string;
  /** Hex without '#'. */
  colorCode: string;
  links: LinkPill[];
  leadership: Leader[];
  /** A committee's short description of what it does (docs/decisions/056); absent on grades and older committees. */
  description?: string;
  /** The description's optional Spanish version (docs/decisions/070); absent or '' for none. */
  description_es?: string;
  order: number;
  image: FormationImage | null;
  /** How many photos the item has; the client pages through them 3 at a time. */
  image_count: number;
  version: number;
  updatedAt: string;
}

/** The most a committee's description holds: a few sentences, read on a card (docs/decisions/056). */
export const COMMITTEE_DESCRIPTION_MAX = 300;

/** A leader whose position or name is 'pending' (any case) is an unfilled slot. */
export function isPendingLeader(leader: Pick<Leader, 'position' | 'name'>): boolean {
  return [leader.position, leader.name].some((text) => text.trim().toLowerCase() === 'pending');
}

/**
 * A grade or committee as the API answers it, and as the pages drawn on request read it: the optional texts a
 * record saved before them lacks read as '' (docs/decisions/070, 093); a grade has no description.
 */
export function answeredFormation(
  item: Formation,
): Formation & { title_es: string; description: string | undefined; description_es: string | undefined } {
  return {
    ...item,
    title_es: item.title_es ?? '',
    description: item.type === 'committee' ? (item.description ?? '') : undefined,
    description_es: item.type === 'committee' ? (item.description_es ?? '') : undefined,
  };
}

/** A grade as the public list answers it (SPEC section 3, Grade (public)). */
export type PublicGrade = Pick<Formation, 'title' | 'title_es' | 'slug' | 'icon' | 'colorCode' | 'image'>;

/** A grade card of the Grades page: the public grade and its leaders. */
export type GradeCard = PublicGrade & Pick<Formation, 'leadership'>;
