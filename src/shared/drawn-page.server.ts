/**
 * What every page drawn on request (docs/decisions/044) sets on its answer: Netlify's CDN keeps it a
 * minute and serves it while it redraws it; a browser asks again each time. The security headers are the
 * middleware's (src/middleware.ts).
 */
import { createHash } from 'node:crypto';

export function setDrawnPageCaching(headers: Headers): void {
  headers.set('Cache-Control', 'public, max-age=0, must-revalidate');
  headers.set('Netlify-CDN-Cache-Control', 'public, durable, s-maxage=60, stale-while-revalidate=86400');
}

/**
 * The Content-Security-Policy source of a style element's text: the policy refuses style attributes in
 * the HTML, so a drawn page puts its data's colours in one style element that its policy lists.
 */
export const styleHash = (css: string) => `sha256-${createHash('sha256').update(css).digest('base64')}` as const;
