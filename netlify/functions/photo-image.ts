/**
 * GET /v2/api/photo/image/{photoId}[/m/{w}x{h}]: a photo's bytes (DESIGN section 5), with a year-long
 * immutable cache, an ETag, the real content type and nosniff. Public: photo ids are unguessable.
 */
import type { Config } from '@netlify/functions';
import { HttpError, rawResponse, requireSafeId, route, type Params } from '../../src/server/http.server';
import { readPhotoFile } from '../../src/features/photos/index.server';

const YEAR_SECONDS = 31_536_000;

async function serveImage(req: Request, params: Params): Promise<Response> {
  const photoId = requireSafeId(params.photoId);
  // Size suffixes (the home images' '/m/1024x0') name a rendition; photos are stored at display size.
  if (params.size !== undefined && !/^\d{1,5}x\d{1,5}$/.test(params.size)) {
    throw new HttpError(400, 'INVALID_SIZE', "An image size looks like '1024x0'.");
  }
  const etag = `"${photoId}"`;
  const headers = { 'Cache-Control': `public, max-age=${YEAR_SECONDS}, immutable`, ETag: etag };
  if (req.headers.get('if-none-match') === etag) return rawResponse(null, { status: 304, headers });
  const file = await readPhotoFile(photoId);
  if (!file) throw new HttpError(404, 'NOT_FOUND', 'There is no such photo.');
  return rawResponse(file.bytes, { headers: { ...headers, 'Content-Type': file.metadata.contentType || 'image/jpeg' } });
}

export default route({
  '/v2/api/photo/image/:photoId': { GET: serveImage },
  '/v2/api/photo/image/:photoId/m/:size': { GET: serveImage },
});

export const config: Config = { path: '/v2/api/photo/image/*' };
