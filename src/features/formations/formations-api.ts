/**
 * Calls of the formation resource (SPEC section 7): the public reads of grade and committee pages, and the
 * Committee and Grade tools' calls, which carry the token (DESIGN section 4).
 */
import type { CommitteeSummary } from './committee';
import type { Formation, FormationType, GradeCard, PublicGrade } from './formation';
import type { FormationInput } from './formation-schema';
import { apiCall, apiCallVersionedList, type VersionedList } from '../../shared/api-client';

const FORMATION_PATH = '/v2/api/formation';
const itemPath = (type: FormationType, slugOrId: string) => `${FORMATION_PATH}/${type}/${encodeURIComponent(slugOrId)}`;
const listPath = (type: FormationType, fields: string) => `${FORMATION_PATH}/${type}?include_fields=${fields}`;

// Public reads: no token, so a visitor's page never depends on a session. A query passes its `signal`.

interface ReadOptions {
  signal?: AbortSignal;
}

/** What the grade list of the navigation and the islands holds of each grade. */
export const PUBLIC_GRADE_FIELDS = ['title', 'title_es', 'slug', 'icon', 'colorCode', 'image'] as const satisfies ReadonlyArray<
  keyof PublicGrade
>;

/** The grade list of the navigation and the grades page. */
export const listPublicGrades = ({ signal, auth = false }: ReadOptions & { auth?: boolean } = {}) =>
  apiCall<PublicGrade[]>(listPath('grade', PUBLIC_GRADE_FIELDS.join(',')), { signal, auth });

/** What a card of the Grades page shows: the public grade fields and each grade's leaders. */
export const GRADE_CARD_FIELDS = ['title', 'title_es', 'slug', 'icon', 'colorCode', 'image', 'leadership'] as const satisfies ReadonlyArray<
  keyof GradeCard
>;

/** What a committee card shows; the Committees page drawn on request reads the same (committee-cards.server.ts). */
export const COMMITTEE_CARD_FIELDS = [
  'title',
  'title_es',
  'slug',
  'leadership',
  'links',
  'description',
  'description_es',
] as const satisfies ReadonlyArray<keyof CommitteeSummary>;

/** The committee cards of the Committees page. */
export const listCommittees = ({ signal }: ReadOptions = {}) =>
  apiCall<CommitteeSummary[]>(listPath('committee', COMMITTEE_CARD_FIELDS.join(',')), { signal });

/** One grade or committee by slug, with its image_count (grade page, committee popup). */
export const getPublicFormation = (type: FormationType, slug: string, { signal }: ReadOptions = {}) =>
  apiCall<Formation>(itemPath(type, slug), { signal });

// Admin calls.

/** The list fields each tool asks for (SPEC section 7), plus the counts the list shows. */
const LIST_FIELDS: Record<FormationType, string> = {
  committee: 'id,icon,title,slug,leadership,links,description',
  grade: '_id,icon,title,slug,order,leadership,links',
};

export type FormationListItem = Pick<Formation, 'icon' | 'title' | 'slug' | 'leadership' | 'links'> & {
  id?: string;
  _id?: string;
  order?: number;
};

interface AdminReadOptions {
  /** Cancels the read when the screen that asked for it closes. */
  signal?: AbortSignal;
}

/**
 * A tool's list, with the version the grade list tells in its `X-Version` header: the grade order's, which a
 * reorder names (docs/decisions/048). The committee list tells none (0).
 */
export const readFormationList = (type: FormationType, { signal }: AdminReadOptions = {}): Promise<VersionedList<FormationListItem>> =>
  apiCallVersionedList<FormationListItem>(listPath(type, LIST_FIELDS[type]), { auth: true, signal });

export const listFormationItems = async (type: FormationType, options: AdminReadOptions = {}) =>
  (await readFormationList(type, options)).list;

/** What the Site Content tool reads of each grade and committee: the texts that have a Spanish version (docs/decisions/071). */
const TEXT_FIELDS: Record<FormationType, string> = {
  committee: 'title,title_es,slug,links,description,description_es',
  grade: 'title,title_es,slug,links',
};

export type FormationTextsItem = Pick<Formation, 'title' | 'title_es' | 'slug' | 'links' | 'description' | 'description_es'>;

/** The grades' or committees' texts, in the list's order; with the token, so the read sees the latest saves. */
export const listFormationTexts = (type: FormationType, { signal }: AdminReadOptions = {}) =>
  apiCall<FormationTextsItem[]>(listPath(type, TEXT_FIELDS[type]), { auth: true, signal });

/** The editor's read: with the token, so the server answers from a strong read. */
export const getFormation = (type: FormationType, slug: string, { signal }: AdminReadOptions = {}) =>
  apiCall<Formation>(itemPath(type, slug), { auth: true, signal });

/** PUT when an _id exists, otherwise POST (SPEC section 4). */
export const saveFormation = (input: FormationInput) =>
  apiCall<Formation>(FORMATION_PATH, { method: input._id ? 'PUT' : 'POST', body: input, auth: true });

export const deleteFormation = (type: FormationType, id: string) =>
  apiCall<Formation>(itemPath(type, id), { method: 'DELETE', auth: true });

/** The new order, made on the order's `version` (the grade list's); a stale one is a 409. */
export const reorderGrades = (reorderList: Array<{ _id: string; order: number }>, version: number) =>
  apiCall<Formation[]>(`${FORMATION_PATH}/reorder`, { method: 'POST', body: { reorderList, version }, auth: true });
