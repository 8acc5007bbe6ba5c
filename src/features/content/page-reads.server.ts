/**
 * What the pages drawn on request read of the officers' content (docs/decisions/058). A read that fails is
 * logged and drawn with the built-in texts or no board member (SPEC section 8), `ok: false`: the CDN then
 * does not keep the page, and the browser puts the stored texts over the built-in ones.
 */
import { readBoard, readSiteContent } from './pages.server';
import { DEFAULT_SITE_CONTENT } from './site-content';
import type { BoardMember } from './page-content';
import { readOrLog } from '../../server/drawn-page.server';

export const readPageTexts = () => readOrLog('the site texts', () => readSiteContent(), DEFAULT_SITE_CONTENT);

const NO_MEMBERS: BoardMember[] = [];

export const readPageBoard = () => readOrLog('the board', async () => (await readBoard()).members, NO_MEMBERS);
