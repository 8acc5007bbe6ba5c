/**
 * Page content (SPEC section 7, docs/decisions/019):
 *   GET /v1/api/page/home                    the home images' base URLs
 *   GET /v1/api/page/list/board-members      the board
 *   GET /v1/api/page/site                    the texts and contacts of the public pages
 * and their saves by the Site content tool (the `content` scope or an administrator):
 *   PUT /v1/api/page/home { images }   PUT /v1/api/page/list/board-members { members }   PUT /v1/api/page/site
 *   POST /v1/api/page/photo { item_id: home | board, src, title }: a page photo, answered with its URL
 * Reads are public and briefly cacheable; a valid token reads strongly (the tool sees its own saves).
 * Saves name the version they were made on (400 without, 409 when stale): the site's in its body as read,
 * the home images' and the board's as the `X-Version` header of their reads, whose answers stay the
 * spec's lists (docs/decisions/023).
 */
import type { Config } from '@netlify/functions';
import { VERSION_HEADER } from '../../src/shared/edit-version';
import {
  boardMembersSchema,
  homeImagesSchema,
  pagePhotoSchema,
  readBoard,
  readHomeImages,
  readSiteContent,
  saveBoard,
  saveHomeImages,
  saveSiteContent,
  siteContentSchema,
} from '../../src/features/content/index.server';
import { publicRead, requireContentEditor } from '../../src/features/users/index.server';
import { readCacheHeaders, readJsonBody, results, route, parseBody } from '../../src/server/http.server';
import { decodeJpeg, MAX_BASE64_CHARS, storePhoto } from '../../src/features/photos/index.server';
import { purgeDrawnPages } from '../../src/server/page-cache.server';

const read =
  <T>(load: (options: { strong?: boolean }) => Promise<T>) =>
  async (req: Request) => {
    const options = await publicRead(req);
    return results(await load(options), { headers: readCacheHeaders(options) });
  };

/** A list the spec answers as is, with its record's version beside it. */
const listAnswer = (list: unknown[], version: number, headers: Record<string, string> = {}) =>
  results(list, { headers: { ...headers, [VERSION_HEADER]: String(version) } });

async function readHome(req: Request): Promise<Response> {
  const options = await publicRead(req);
  const { images, version } = await readHomeImages(options);
  return listAnswer(images, version, readCacheHeaders(options));
}

async function readBoardList(req: Request): Promise<Response> {
  const options = await publicRead(req);
  const { members, version } = await readBoard(options);
  return listAnswer(members, version, readCacheHeaders(options));
}

async function saveSite(req: Request): Promise<Response> {
  await requireContentEditor(req);
  return results(await saveSiteContent(parseBody(siteContentSchema, await readJsonBody(req))));
}

async function saveHome(req: Request): Promise<Response> {
  await requireContentEditor(req);
  const { images, version } = await saveHomeImages(parseBody(homeImagesSchema, await readJsonBody(req)));
  return listAnswer(images, version);
}

async function saveBoardList(req: Request): Promise<Response> {
  await requireContentEditor(req);
  const { members, version } = await saveBoard(parseBody(boardMembersSchema, await readJsonBody(req, 64 * 1024)));
  return listAnswer(members, version);
}

async function uploadPhoto(req: Request): Promise<Response> {
  // Who is asking is settled before a large body is read.
  await requireContentEditor(req);
  const body = parseBody(pagePhotoSchema, await readJsonBody(req, MAX_BASE64_CHARS + 16 * 1024));
  const bytes = decodeJpeg(body.src);
  return results(await storePhoto({ type: 'page', item_id: body.item_id, title: body.title, contentType: 'image/jpeg', bytes }));
}

export default route(
  {
    '/v1/api/page/home': { GET: readHome, PUT: saveHome },
    '/v1/api/page/site': { GET: read(readSiteContent), PUT: saveSite },
    '/v1/api/page/photo': { POST: uploadPhoto },
    '/v1/api/page/list/board-members': { GET: readBoardList, PUT: saveBoardList },
  },
  { afterWrite: purgeDrawnPages },
);

// Wider than the table, so that other page addresses get the API's JSON 404 rather than the site's page.
export const config: Config = { path: ['/v1/api/page/:page', '/v1/api/page/list/:page'] };
