/**
 * Under `astro dev` only: serve deep links from their prebuilt page, as netlify.toml does on Netlify.
 * A page drawn on request (docs/decisions/044) gets the security headers netlify.toml gives the prebuilt
 * ones, which Netlify does not add to a function's answer.
 */
import { defineMiddleware } from 'astro:middleware';
import { deepLinkTarget } from './shared/deep-links';
import { addPageSecurityHeaders } from './shared/security-headers';

/**
 * A Spanish page drawn on request is its English page drawn at the /es/ path (Astro's i18n fallback with
 * `fallbackType: 'rewrite'`, docs/decisions/068). Astro 7 still gives such a page the status of its former
 * redirect, 302, with no Location; it is the page itself, so it is answered 200.
 */
function spanishPageFound(response: Response): Response {
  if (response.status !== 302 || response.headers.has('location')) return response;
  return new Response(response.body, { status: 200, headers: response.headers });
}

export const onRequest = defineMiddleware(async (context, next) => {
  const target = import.meta.env.DEV ? deepLinkTarget(context.url.pathname) : null;
  if (target && target !== context.url.pathname) return context.rewrite(target);
  const response = spanishPageFound(await next());
  if (!context.isPrerendered) addPageSecurityHeaders(response.headers);
  return response;
});
