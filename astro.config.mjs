// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import netlify from '@astrojs/netlify';

// Static output: every page is prebuilt HTML; data comes from the functions in netlify/functions.
// Deep links (/grades/{slug}, /events/{id}, /access/...) are rewritten in netlify.toml (docs/decisions/002).
// The Netlify adapter runs only under `astro dev`, for its emulation of functions and blobs: in a build it
// would add a catch-all SSR function that takes precedence over those rewrites on Netlify.
const isDev = process.argv.includes('dev');
// The dev emulation's blob store gets the same atomic conditional writes as `npm start` (docs/decisions/023).
if (isDev) await (await import('./scripts/blob-server-hooks.ts')).installBlobServerHooks();

export default defineConfig({
  output: 'static',
  adapter: isDev
    ? netlify({ imageCDN: false, devFeatures: { edgeFunctions: false, images: false, environmentVariables: false } })
    : undefined,
  integrations: [react()],
  trailingSlash: 'ignore',
  markdown: { syntaxHighlight: false },
  build: { format: 'directory' },
  server: { port: Number(process.env.PORT ?? 8888) },
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data: blob:",
        "connect-src 'self'",
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
    },
  },
});
