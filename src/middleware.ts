/**
 * Under `astro dev` only: serve deep links from their prebuilt page, as netlify.toml does on Netlify.
 * A page drawn on request (docs/decisions/044) gets the security headers netlify.toml gives the prebuilt
 * ones, which Netlify does not add to a function's answer, and answers 405 to a method the page does not take.
 */
import { defineMiddleware } from 'astro:middleware';
import { deepLinkTarget } from './shared/deep-links';
import { addPageSecurityHeaders, SECURITY_HEADERS } from './shared/security-headers';
import { pageMethods } from './shared/page-methods';

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
  // A page drawn on request answers only the methods it takes (page-methods.ts); a prebuilt one is Netlify's.
  const methods = context.isPrerendered ? null : pageMethods(context.url.pathname);
  if (methods && !methods.includes(context.request.method)) {
    // Plain text, not a page: the API's headers, with their policy that allows nothing.
    return new Response(`This page does not accept ${context.request.method}.`, {
      status: 405,
      headers: { ...SECURITY_HEADERS, Allow: methods.join(', '), 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const response = spanishPageFound(await next());
  if (!context.isPrerendered) addPageSecurityHeaders(response.headers);
  return response;
});
