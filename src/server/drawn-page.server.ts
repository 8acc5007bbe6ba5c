/**
 * What every page drawn on request (docs/decisions/044) sets on its answer: Netlify's CDN keeps it a
 * minute, and for five minutes more serves it while it redraws it (the island reads again what is older
 * than a minute); a browser asks again each time. A page drawn without its data is never kept. The
 * security headers are the middleware's (src/middleware.ts).
 */
import { dehydrate, QueryClient, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import type { ServedPage } from '../shared/query';
import type { PrivateReferrerPolicy } from '../shared/security-headers';
import { siteUrl } from './env.server';
import { DRAWN_PAGE_TAG } from './page-cache.server';

export function setDrawnPageCaching(headers: Headers, { complete, query }: { complete: boolean; query?: readonly string[] }): void {
  if (!complete) return void headers.set('Cache-Control', 'no-store');
  headers.set('Cache-Control', 'public, max-age=0, must-revalidate');
  headers.set('Netlify-CDN-Cache-Control', 'public, durable, s-maxage=60, stale-while-revalidate=300');
  // An officer's save purges this tag (page-cache.server.ts, docs/decisions/058).
  headers.set('Netlify-Cache-Tag', DRAWN_PAGE_TAG);
  // The query parameters the page reads: a shared link's utm_* or fbclid is then the same page, not another.
  if (query?.length) headers.set('Netlify-Vary', `query=${query.join('|')}`);
}

/**
 * A private link's page (a payee's status, docs/decisions/088; a volunteer's sign-up, 090): never kept by the CDN
 * or the browser (what it shows changes when an officer or a volunteer acts, and is one person's), kept out of
 * search results, and its address sent as Referer to nothing outside the site (`policy`).
 */
export function setPrivatePageHeaders(headers: Headers, policy: PrivateReferrerPolicy): void {
  headers.set('Cache-Control', 'private, no-store');
  headers.set('Referrer-Policy', policy);
  headers.set('X-Robots-Tag', 'noindex');
}

/**
 * A page that answers its own form's POST (docs/decisions/074, 075): the answer's status, and a refusal's own
 * headers (a 429's Retry-After, as the JSON API sends it).
 */
export function setFormAnswer(
  response: { status?: number; headers: Headers },
  answer: { status: number; headers?: Record<string, string> },
): void {
  response.status = answer.status;
  for (const [name, value] of Object.entries(answer.headers ?? {})) response.headers.set(name, value);
}

/** The site's address for the absolute links a page draws (DESIGN section 6: never the Host header); '' when not configured. */
export function pageOrigin(): string {
  try {
    return siteUrl();
  } catch {
    return '';
  }
}

/** A store read that failed is logged (SPEC section 8) and read again by the island: `fallback` is drawn. */
export async function readOrLog<T>(what: string, read: () => Promise<T>, fallback: T): Promise<{ value: T; ok: boolean }> {
  try {
    return { value: await read(), ok: true };
  } catch (error) {
    console.error(`[page] ${what} could not be read`, error);
    return { value: fallback, ok: false };
  }
}

/**
 * What a page read, as its island's queries (src/shared/query.tsx, `ServedPage`): each answer under the key
 * its hook reads, dated when it was read, so the island draws it at once and reads it again once it is a
 * minute old (docs/decisions/045).
 */
export function servedQueries(reads: ReadonlyArray<readonly [QueryKey, unknown]>, readAt: Date): DehydratedState {
  const client = new QueryClient();
  for (const [key, data] of reads) client.setQueryData(key, data, { updatedAt: readAt.getTime() });
  return dehydrate(client);
}

/** What a drawn page gives its island (`QueryProvider served=`): its reads as queries, the site's address, when it read. */
export const servedPage = (reads: ReadonlyArray<readonly [QueryKey, unknown]>, readAt: Date): ServedPage => ({
  queries: servedQueries(reads, readAt),
  origin: pageOrigin(),
  readAt: readAt.toISOString(),
});
