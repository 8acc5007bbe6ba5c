/**
 * Under `astro dev` only: serve deep links from their prebuilt page, as netlify.toml does on Netlify.
 * A page drawn on request (docs/decisions/044) gets the security headers netlify.toml gives the prebuilt
 * ones, which Netlify does not add to a function's answer.
 */
import { defineMiddleware } from 'astro:middleware';
import { deepLinkTarget } from './shared/deep-links';
import { addPageSecurityHeaders } from './shared/security-headers';

export const onRequest = defineMiddleware(async (context, next) => {
  const target = import.meta.env.DEV ? deepLinkTarget(context.url.pathname) : null;
  if (target && target !== context.url.pathname) return context.rewrite(target);
  const response = await next();
  if (!context.isPrerendered) addPageSecurityHeaders(response.headers);
  return response;
});
