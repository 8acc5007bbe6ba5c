/**
 * Photos of events, grades and committees (SPEC section 7):
 *   GET    /v2/api/photo/{type}/{id}?page={n}&page_size=3   one page, in upload order (public)
 *   POST   /v2/api/photo   { item_id, type, src (base64 JPEG), title }
 *   DELETE /v2/api/photo/{photoId}
 *   GET    /v2/api/photo/image/{photoId}[/m/{w}x{h}]        the bytes, cached for a year
 * Changes need the item's scope (`events` for events, `formations` for grades and committees).
 */
import type { Config, Context } from '@netlify/functions';
import { PHOTO_TYPES, type PhotoType } from '../../src/domain/photo';
import { assertScope, requireScope, requireUser } from '../server/guard.server';
import { allowMethods, handle, HttpError, rawResponse, readJsonBody, results } from '../server/http.server';
import { photoItemExists, refreshItemPhotos, scopeForPhotos } from '../server/photo-items.server';
import { decodeJpeg, deletePhoto, listItemPhotos, MAX_BASE64_CHARS, readPhotoFile, readPhotoMetadata, storePhoto } from '../server/photos.server';
import { readPositiveInt, requireSafeId } from '../server/query.server';

const YEAR_SECONDS = 31_536_000;

function photoType(value: unknown): PhotoType {
  if (!PHOTO_TYPES.includes(value as PhotoType)) throw new HttpError(400, 'INVALID_TYPE', 'A photo belongs to an event, a grade or a committee.');
  return value as PhotoType;
}

async function serveImage(req: Request, photoId: string): Promise<Response> {
  const etag = `"${photoId}"`;
  const headers = { 'Cache-Control': `public, max-age=${YEAR_SECONDS}, immutable`, ETag: etag };
  if (req.headers.get('if-none-match') === etag) return rawResponse(null, { status: 304, headers });
  const file = await readPhotoFile(photoId);
  if (!file) throw new HttpError(404, 'NOT_FOUND', 'There is no such photo.');
  return rawResponse(file.bytes, { headers: { ...headers, 'Content-Type': file.metadata.contentType || 'image/jpeg' } });
}

async function upload(req: Request): Promise<Response> {
  // Who is asking is settled before a large body is read; which scope applies depends on the body.
  const user = await requireUser(req);
  const body = await readJsonBody(req, MAX_BASE64_CHARS + 16 * 1024);
  const type = photoType(body.type);
  assertScope(user, scopeForPhotos(type));
  const itemId = requireSafeId(body.item_id, 'That photo belongs to no valid item.');
  const bytes = decodeJpeg(body.src);
  if (!(await photoItemExists(type, itemId))) throw new HttpError(404, 'NOT_FOUND', `That ${type} no longer exists.`);
  const title = typeof body.title === 'string' && body.title.trim() ? body.title.trim().slice(0, 200) : 'photo.jpg';
  const photo = await storePhoto({ type, item_id: itemId, title, contentType: 'image/jpeg', bytes });
  await refreshItemPhotos(type, itemId);
  return results(photo);
}

async function remove(req: Request, photoId: string): Promise<Response> {
  const metadata = await readPhotoMetadata(photoId);
  // Page photos (home images, board portraits) are not managed through this call.
  if (!metadata || metadata.type === 'page') {
    await requireUser(req);
    throw new HttpError(404, 'NOT_FOUND', 'That photo no longer exists.');
  }
  await requireScope(req, scopeForPhotos(metadata.type));
  await deletePhoto(photoId, metadata);
  await refreshItemPhotos(metadata.type, metadata.item_id);
  return results({ _id: photoId });
}

export default handle(async (req: Request, context: Context) => {
  const { first, second, size } = context.params;
  if (size !== undefined) {
    // Size suffixes (the home images' '/m/1024x0') name a rendition; photos are stored at display size.
    allowMethods(req, ['GET']);
    return serveImage(req, requireSafeId(second));
  }
  if (first === undefined) {
    allowMethods(req, ['POST']);
    return upload(req);
  }
  if (second === undefined) {
    allowMethods(req, ['DELETE']);
    return remove(req, requireSafeId(first));
  }
  allowMethods(req, ['GET']);
  if (first === 'image') return serveImage(req, requireSafeId(second));
  const type = photoType(first);
  const params = new URL(req.url).searchParams;
  const page = readPositiveInt(params, 'page', { max: 10_000 }) ?? 1;
  const pageSize = readPositiveInt(params, 'page_size', { max: 50 }) ?? 3;
  return results(await listItemPhotos(type, requireSafeId(second), page, pageSize));
});

export const config: Config = {
  path: ['/v2/api/photo', '/v2/api/photo/:first', '/v2/api/photo/:first/:second', '/v2/api/photo/image/:second/m/:size'],
};
