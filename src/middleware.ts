/**
 * Under `astro dev` only: serve deep links from their prebuilt page, as netlify.toml does on Netlify.
 * A static build runs this just for its own pages, which it leaves alone.
 */
import { defineMiddleware } from 'astro:middleware';
import { deepLinkTarget } from './shared/deep-links';

export const onRequest = defineMiddleware((context, next) => {
  const target = import.meta.env.DEV ? deepLinkTarget(context.url.pathname) : null;
  return target && target !== context.url.pathname ? context.rewrite(target) : next();
});
