/**
 * Page content (SPEC section 7): GET /v1/api/page/home answers the home images' base URLs,
 * GET /v1/api/page/list/board-members the board. Public, briefly cacheable.
 */
import type { Config } from '@netlify/functions';
import { PUBLIC_SHORT_CACHE, results } from '../server/http.server';
import { readBoardMembers, readHomeImages } from '../server/pages.server';
import { route } from '../server/router.server';


const homeImages = async () => results(await readHomeImages(), { headers: PUBLIC_SHORT_CACHE });
const boardMembers = async () => results(await readBoardMembers(), { headers: PUBLIC_SHORT_CACHE });

export default route({
  '/v1/api/page/home': { GET: homeImages },
  '/v1/api/page/list/board-members': { GET: boardMembers },
});

// Wider than the table, so that other page addresses get the API's JSON 404 rather than the site's page.
export const config: Config = { path: ['/v1/api/page/:page', '/v1/api/page/list/:page'] };
