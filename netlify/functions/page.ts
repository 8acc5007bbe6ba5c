/**
 * Page content (SPEC section 7): GET /v1/api/page/home answers the home images' base URLs,
 * GET /v1/api/page/list/board-members the board. Public, briefly cacheable.
 */
import type { Config, Context } from '@netlify/functions';
import { allowMethods, handle, HttpError, results } from '../server/http.server';
import { readBoardMembers, readHomeImages } from '../server/pages.server';

const PUBLIC_CACHE = { 'Cache-Control': 'public, max-age=60' };

export default handle(async (req: Request, context: Context) => {
  allowMethods(req, ['GET']);
  const { page } = context.params;
  if (page === 'home') return results(await readHomeImages(), { headers: PUBLIC_CACHE });
  if (page === 'board-members') return results(await readBoardMembers(), { headers: PUBLIC_CACHE });
  throw new HttpError(404, 'NOT_FOUND', 'There is no such page content.');
});

export const config: Config = { path: ['/v1/api/page/:page', '/v1/api/page/list/:page'] };
