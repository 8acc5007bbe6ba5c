/**
 * Grades and committees (SPEC section 7):
 *   GET  /v2/api/formation/{type}?include_fields=...   list (public)
 *   GET  /v2/api/formation/{type}/{slug}                one item with image_count (public)
 *   POST /v2/api/formation  (create)   PUT /v2/api/formation  (update, with _id and version)
 *   DELETE /v2/api/formation/{type}/{id}                POST /v2/api/formation/reorder
 * Writes need the `formations` scope. The grades' order is one record with a version of its own
 * (docs/decisions/048): the grade list, whose answer the spec fixes as a plain list, tells it in the
 * `X-Version` header, and a reorder names it beside `reorderList` (409 when stale; without it, the spec's
 * body, the order as read when the call comes, docs/decisions/098); its answer is the list in the saved
 * order with the new version in `X-Version`. A grade's `order` in every answer is its place in that list.
 */
import type { Config } from '@netlify/functions';
import { VERSION_HEADER } from '../../src/shared/edit-version';
import {
  answeredFormation,
  createFormation,
  deleteFormation,
  findFormationBySlug,
  type Formation,
  FORMATION_TYPES,
  formationInputSchema,
  type FormationType,
  listFormations,
  listGrades,
  reorderGrades,
  reorderSchema,
  updateFormation,
  withListOrder,
} from '../../src/features/formations/index.server';
import { publicRead, requireScope } from '../../src/features/users/index.server';
import {
  HttpError,
  readCacheHeaders,
  readJsonBody,
  results,
  isOneOf,
  pickFields,
  readFieldList,
  requireSafeId,
  route,
  type Params,
  parseBody,
} from '../../src/server/http.server';
import { withGradeEventsMoved } from '../../src/features/events/index.server';
import { withItemPhotosRemoved } from '../../src/features/photos/index.server';
import { purgeDrawnPages } from '../../src/server/page-cache.server';

/** What a list may ask for in include_fields; `id` is the list view's name for `_id`. */
type ListField = keyof Formation | 'id';
const LIST_FIELDS: readonly ListField[] = [
  '_id',
  'id',
  'type',
  'title',
  'title_es',
  'slug',
  'icon',
  'colorCode',
  'links',
  'leadership',
  'description',
  'description_es',
  'order',
  'image',
  'image_count',
  'version',
  'updatedAt',
];

function formationType(value: string | undefined): FormationType {
  if (!isOneOf(FORMATION_TYPES, value)) throw new HttpError(404, 'UNKNOWN_TYPE', 'There is no such list: use grade or committee.');
  return value;
}

/** The list view also names `_id` as `id`. */
const listView = (item: Formation): Record<ListField, unknown> => ({ ...answeredFormation(item), id: item._id });

/** The grade list and the reorder answer the spec's plain list; the order's version comes beside it. */
const versionHeader = (version: number) => ({ [VERSION_HEADER]: String(version) });

/** A type's items in the list's order; a grade list also tells the version of its order. */
async function readList(
  type: FormationType,
  options: { strong?: boolean },
): Promise<{ items: Formation[]; headers: Record<string, string> }> {
  if (type !== 'grade') return { items: await listFormations(type, options), headers: {} };
  const { grades, version } = await listGrades(options);
  return { items: grades, headers: versionHeader(version) };
}

async function list(req: Request, params: Params): Promise<Response> {
  const options = await publicRead(req);
  const fields = readFieldList(new URL(req.url).searchParams, 'include_fields', LIST_FIELDS);
  const { items, headers } = await readList(formationType(params.type), options);
  return results(
    items.map((item) => pickFields(listView(item), fields)),
    { headers: { ...readCacheHeaders(options), ...headers } },
  );
}

async function readOne(req: Request, params: Params): Promise<Response> {
  const options = await publicRead(req);
  const type = formationType(params.type);
  const found = await findFormationBySlug(type, requireSafeId(params.item), options);
  if (!found) throw new HttpError(404, 'NOT_FOUND', `Sorry, we could not find that ${type}.`);
  return results(listView(await withListOrder(found, options)), { headers: readCacheHeaders(options) });
}

async function create(req: Request): Promise<Response> {
  await requireScope(req, 'formations');
  const input = parseBody(formationInputSchema, await readJsonBody(req));
  return results(await createFormation(input));
}

async function update(req: Request): Promise<Response> {
  await requireScope(req, 'formations');
  const input = parseBody(formationInputSchema, await readJsonBody(req));
  // A renamed grade takes its events along to its new slug.
  const onRenamed = input.type === 'grade' ? withGradeEventsMoved : undefined;
  const saved = await updateFormation({ ...input, _id: requireSafeId(input._id) }, onRenamed);
  return results(await withListOrder(saved, { strong: true }));
}

async function remove(req: Request, params: Params): Promise<Response> {
  await requireScope(req, 'formations');
  const type = formationType(params.type);
  const id = requireSafeId(params.item);
  return results(await withItemPhotosRemoved(type, id, () => deleteFormation(type, id)));
}

async function reorder(req: Request): Promise<Response> {
  await requireScope(req, 'formations');
  const { reorderList, version } = parseBody(reorderSchema, await readJsonBody(req));
  const saved = await reorderGrades(
    reorderList.map(({ _id, order }) => ({ _id: requireSafeId(_id), order })),
    version,
  );
  return results(saved.grades, { headers: versionHeader(saved.version) });
}

export default route(
  {
    '/v2/api/formation': { POST: create, PUT: update },
    '/v2/api/formation/reorder': { POST: reorder },
    '/v2/api/formation/:type': { GET: list },
    '/v2/api/formation/:type/:item': { GET: readOne, DELETE: remove },
  },
  { afterWrite: purgeDrawnPages },
);

export const config: Config = {
  path: ['/v2/api/formation', '/v2/api/formation/:type', '/v2/api/formation/:type/:item'],
};
