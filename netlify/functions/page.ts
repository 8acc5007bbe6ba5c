/**
 * Page content (SPEC section 7, issue 9):
 *   GET /v1/api/page/home                    the home images' base URLs
 *   GET /v1/api/page/list/board-members      the board
 *   GET /v1/api/page/site                    the texts and contacts of the public pages
 * and their saves by the Site content tool (the `content` scope or an administrator):
 *   PUT /v1/api/page/home { images }   PUT /v1/api/page/list/board-members { members }   PUT /v1/api/page/site
 *   POST /v1/api/page/photo { item_id: home | board, src, title }: a page photo, answered with its URL
 * Reads are public and briefly cacheable; a valid token reads strongly (the tool sees its own saves).
 */
import type { Config } from '@netlify/functions';
import { boardMembersSchema, homeImagesSchema, pagePhotoSchema, siteContentSchema } from '../../src/domain/site-content-schema';
import { publicRead, requireContentEditor } from '../server/guard.server';
import { readCacheHeaders, readJsonBody, results } from '../server/http.server';
import { readBoardMembers, readHomeImages, readSiteContent, saveBoardMembers, saveHomeImages, saveSiteContent } from '../server/pages.server';
import { decodeJpeg, MAX_BASE64_CHARS, storePhoto } from '../server/photos.server';
import { route } from '../server/router.server';
import { parseBody } from '../server/validation.server';

const read = <T>(load: (options: { strong?: boolean }) => Promise<T>) => async (req: Request) => {
  const options = await publicRead(req);
  return results(await load(options), { headers: readCacheHeaders(options) });
};

async function saveSite(req: Request): Promise<Response> {
  await requireContentEditor(req);
  return results(await saveSiteContent(parseBody(siteContentSchema, await readJsonBody(req))));
}

async function saveHome(req: Request): Promise<Response> {
  await requireContentEditor(req);
  return results(await saveHomeImages(parseBody(homeImagesSchema, await readJsonBody(req)).images));
}

async function saveBoard(req: Request): Promise<Response> {
  await requireContentEditor(req);
  return results(await saveBoardMembers(parseBody(boardMembersSchema, await readJsonBody(req, 64 * 1024)).members));
}

async function uploadPhoto(req: Request): Promise<Response> {
  // Who is asking is settled before a large body is read.
  await requireContentEditor(req);
  const body = parseBody(pagePhotoSchema, await readJsonBody(req, MAX_BASE64_CHARS + 16 * 1024));
  const bytes = decodeJpeg(body.src);
  return results(await storePhoto({ type: 'page', item_id: body.item_id, title: body.title, contentType: 'image/jpeg', bytes }));
}

export default route({
  '/v1/api/page/home': { GET: read(readHomeImages), PUT: saveHome },
  '/v1/api/page/site': { GET: read(readSiteContent), PUT: saveSite },
  '/v1/api/page/photo': { POST: uploadPhoto },
  '/v1/api/page/list/board-members': { GET: read(readBoardMembers), PUT: saveBoard },
});

// Wider than the table, so that other page addresses get the API's JSON 404 rather than the site's page.
export const config: Config = { path: ['/v1/api/page/:page', '/v1/api/page/list/:page'] };
