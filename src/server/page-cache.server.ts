/**
 * Netlify's CDN and the pages drawn on request (docs/decisions/044, 058): each such page is tagged, and an
 * officer's save tells the CDN to forget them all, so the next reader gets the page drawn anew with the save
 * in it. Locally there is no CDN: each page is drawn for each request.
 */
import { purgeCache } from '@netlify/functions';

/** The CDN tag every page drawn on request carries (`Netlify-Cache-Tag`). */
export const DRAWN_PAGE_TAG = 'drawn-page';

/**
 * Forgets every page drawn on request. Only on Netlify (SITE_ID is set there, with the purge token); a purge
 * that fails is logged and the save stands: the CDN keeps a page a minute at most (setDrawnPageCaching).
 */
export async function purgeDrawnPages(): Promise<void> {
  if (!process.env.SITE_ID || process.env.NETLIFY_LOCAL) return;
  try {
    await purgeCache({ tags: [DRAWN_PAGE_TAG] });
  } catch (error) {
    console.error('[page] the CDN could not be told to forget the drawn pages', error);
  }
}
