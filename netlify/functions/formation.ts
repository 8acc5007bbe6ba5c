/**
 * Grades and committees (SPEC section 7):
 *   GET  /v2/api/formation/{type}?include_fields=...   list (public)
 *   GET  /v2/api/formation/{type}/{slug}                one item with image_count (public)
 *   POST /v2/api/formation  (create)   PUT /v2/api/formation  (update, with _id and version)
 *   DELETE /v2/api/formation/{type}/{id}                POST /v2/api/formation/reorder
 * Writes need the `formations` scope.
 */
import type { Config, Context } from '@netlify/functions';
import { FORMATION_TYPES, type Formation, type FormationType } from '../../src/domain/formation';
import { formationInputSchema, reorderSchema } from '../../src/domain/formation-schema';
import {
  createFormation,
  deleteFormation,
  findFormationBySlug,
  listFormations,
  reorderGrades,
  updateFormation,
} from '../server/formations.server';
import { requireScope, requireUser } from '../server/guard.server';
import { deleteItemPhotos } from '../server/photos.server';
import { allowMethods, handle, HttpError, readJsonBody, results } from '../server/http.server';
import { requireSafeId } from '../server/query.server';
import { parseBody } from '../server/validation.server';

function formationType(value: string | undefined): FormationType {
  if (!FORMATION_TYPES.includes(value as FormationType)) {
    throw new HttpError(404, 'UNKNOWN_TYPE', 'There is no such list: use grade or committee.');
  }
  return value as FormationType;
}

/** The list answers only the fields asked for; `id` is the list view's name for `_id`. */
function pickFields(item: Formation, fields: string[] | null): Record<string, unknown> {
  const full: Record<string, unknown> = { ...item, id: item._id };
  if (!fields) return full;
  return Object.fromEntries(fields.filter((field) => field in full).map((field) => [field, full[field]]));
}

async function save(req: Request): Promise<Response> {
  await requireScope(req, 'formations');
  const input = parseBody(formationInputSchema, await readJsonBody(req));
  if (req.method === 'POST') return results(await createFormation(input));
  const id = requireSafeId(input._id);
  return results(await updateFormation({ ...input, _id: id }));
}

/**
 * The admin tools send their token on reads too: a valid one gets strong reads, so editors see their own
 * writes at once (DESIGN section 5); a bad one is a 401, which ends the admin session in the browser.
 */
async function readOptions(req: Request): Promise<{ strong: boolean }> {
  if (!req.headers.has('authorization')) return { strong: false };
  await requireUser(req);
  return { strong: true };
}

async function list(req: Request, type: FormationType): Promise<Response> {
  const include = new URL(req.url).searchParams.get('include_fields');
  const fields = include ? include.split(',').map((field) => field.trim()).filter(Boolean) : null;
  const items = await listFormations(type, await readOptions(req));
  return results(items.map((item) => pickFields(item, fields)));
}

export default handle(async (req: Request, context: Context) => {
  const { type: typeParam, slug: itemParam } = context.params;
  if (typeParam === undefined) {
    allowMethods(req, ['POST', 'PUT']);
    return save(req);
  }
  if (typeParam === 'reorder' && itemParam === undefined) {
    allowMethods(req, ['POST']);
    await requireScope(req, 'formations');
    const { reorderList } = parseBody(reorderSchema, await readJsonBody(req));
    return results(await reorderGrades(reorderList.map(({ _id, order }) => ({ _id: requireSafeId(_id), order }))));
  }
  const type = formationType(typeParam);
  if (itemParam === undefined) {
    allowMethods(req, ['GET']);
    return list(req, type);
  }
  allowMethods(req, ['GET', 'DELETE']);
  if (req.method === 'DELETE') {
    await requireScope(req, 'formations');
    const deleted = await deleteFormation(type, requireSafeId(itemParam));
    await deleteItemPhotos(type, deleted._id);
    return results(deleted);
  }
  const found = await findFormationBySlug(type, requireSafeId(itemParam), await readOptions(req));
  if (!found) throw new HttpError(404, 'NOT_FOUND', `Sorry, we could not find that ${type}.`);
  return results(pickFields(found, null));
});

export const config: Config = {
  path: ['/v2/api/formation', '/v2/api/formation/:type', '/v2/api/formation/:type/:slug'],
};
