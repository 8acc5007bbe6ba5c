/**
 * Photos of events, grades and committees (SPEC section 7):
 *   GET    /v2/api/photo/{type}/{id}?page={n}&page_size=3   one page, in upload order (public)
 *   POST   /v2/api/photo   { item_id, type, src (base64 JPEG), title }
 *   DELETE /v2/api/photo/{photoId}[?type=&item_id=&scope=]
 *   PUT    /v2/api/photo/order   { item_id, type, order: [photoId, ...] }   the cover first (docs/decisions/056)
 * Changes need the item's scope (`events` for events, `formations` for grades and committees). For a date of a
 * series, a change takes the scope its editor's save chose (`scope`: this, following, all; docs/decisions/085).
 * The bytes at /v2/api/photo/image/... are served by photo-image.ts.
 */
import type { Config } from '@netlify/functions';
import {
  addItemPhoto,
  decodeJpeg,
  listItemPhotos,
  MAX_BASE64_CHARS,
  PHOTO_SCOPES,
  PHOTO_TYPES,
  photoIdsIn,
  photoOrderSchema,
  photoScopeSchema,
  photoTarget,
  photoUploadSchema,
  readPhotoMetadata,
  removeItemPhoto,
  removeShownPhoto,
  reorderItemPhotos,
  scopeForPhotos,
  shownPhotoItem,
} from '../../src/features/photos/index.server';
import { assertScope, publicRead, requireAnyScope } from '../../src/features/users/index.server';
import {
  HttpError,
  readCacheHeaders,
  readJsonBody,
  results,
  isOneOf,
  readPositiveInt,
  requireSafeId,
  route,
  type Params,
  parseBody,
} from '../../src/server/http.server';
import { purgeDrawnPages } from '../../src/server/page-cache.server';

async function list(req: Request, params: Params): Promise<Response> {
  const options = await publicRead(req);
  const { type } = params;
  if (!isOneOf(PHOTO_TYPES, type)) throw new HttpError(404, 'UNKNOWN_TYPE', 'Photos belong to an event, a grade or a committee.');
  const query = new URL(req.url).searchParams;
  const page = readPositiveInt(query, 'page', { max: 10_000 }) ?? 1;
  const pageSize = readPositiveInt(query, 'page_size', { max: 50 }) ?? 3;
  const itemId = await shownPhotoItem(type, requireSafeId(params.itemId), options);
  return results(await listItemPhotos(type, itemId, page, pageSize, options), { headers: readCacheHeaders(options) });
}

async function upload(req: Request): Promise<Response> {
  // Who is asking is settled before a large body is read; which scope applies depends on the body.
  const user = await requireAnyScope(req, PHOTO_SCOPES);
  const body = parseBody(photoUploadSchema, await readJsonBody(req, MAX_BASE64_CHARS + 16 * 1024));
  assertScope(user, scopeForPhotos(body.type));
  const bytes = decodeJpeg(body.src);
  const itemId = await photoTarget(body.type, body.item_id, body.scope);
  return results(await addItemPhoto({ type: body.type, item_id: itemId, title: body.title, contentType: 'image/jpeg', bytes }));
}

async function remove(req: Request, params: Params): Promise<Response> {
  // Which scope applies depends on the photo's kind; no one without any photo scope learns what exists.
  const user = await requireAnyScope(req, PHOTO_SCOPES);
  const photoId = requireSafeId(params.photoId);
  const query = new URL(req.url).searchParams;
  const shownIn = query.get('item_id');
  if (shownIn !== null) {
    // A photo an editor showed for an item (`type`, `item_id`): removed from the items the save's scope names
    // (docs/decisions/085), where it may be a copy of the photo named, which may itself be gone.
    const type = query.get('type');
    if (!isOneOf(PHOTO_TYPES, type)) throw new HttpError(400, 'UNKNOWN_TYPE', 'Photos belong to an event, a grade or a committee.');
    assertScope(user, scopeForPhotos(type));
    const scope = query.has('scope') ? parseBody(photoScopeSchema, query.get('scope')) : undefined;
    await removeShownPhoto(type, requireSafeId(shownIn), scope, photoId);
    return results({ _id: photoId });
  }
  const metadata = await readPhotoMetadata(photoId);
  // Page photos (home images, board portraits) are not managed through this call.
  if (!metadata || metadata.type === 'page') throw new HttpError(404, 'NOT_FOUND', 'That photo no longer exists.');
  assertScope(user, scopeForPhotos(metadata.type));
  await removeItemPhoto(photoId, { type: metadata.type, item_id: metadata.item_id });
  return results({ _id: photoId });
}

async function reorder(req: Request): Promise<Response> {
  const user = await requireAnyScope(req, PHOTO_SCOPES);
  const body = parseBody(photoOrderSchema, await readJsonBody(req));
  assertScope(user, scopeForPhotos(body.type));
  const itemId = await photoTarget(body.type, body.item_id, body.scope);
  // The editor of a date names the photos it showed, which may be copies' sources (docs/decisions/085).
  const order = body.scope ? await photoIdsIn(body.type, itemId, body.order) : body.order;
  await reorderItemPhotos(body.type, itemId, order);
  return results({ item_id: body.item_id, order: body.order });
}

export default route(
  {
    '/v2/api/photo': { POST: upload },
    // Before the photo id's path, which would take 'order' for an id.
    '/v2/api/photo/order': { PUT: reorder },
    '/v2/api/photo/:photoId': { DELETE: remove },
    '/v2/api/photo/:type/:itemId': { GET: list },
  },
  { afterWrite: purgeDrawnPages },
);

export const config: Config = {
  path: ['/v2/api/photo', '/v2/api/photo/:first', '/v2/api/photo/:first/:second'],
  // The bytes have a function of their own (photo-image.ts); its paths are not this one's.
  excludedPath: ['/v2/api/photo/image/*'],
};
