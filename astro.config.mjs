// @ts-check
import { defineConfig } from 'astro/config';
import preact from '@astrojs/preact';
import netlify from '@astrojs/netlify';
import { onDemandOnly } from './scripts/build/on-demand-pages.ts';

// Static output: pages are prebuilt HTML; data comes from the functions in netlify/functions. Deep links
// (/access/...) are rewritten in netlify.toml (docs/decisions/002). Home, the Grades page, a grade's page, the
// events calendar and an event's address, /events/{id}, the pages of the officers' texts, the Committees
// page with every committee's address, the Volunteer Form page, a payee's status page and a volunteer's manage page
// are drawn on request with their data in the HTML (docs/decisions/044, 045, 054, 058, 059, 060, 074, 088, 090): the
// adapter's function answers those addresses only.
const isDev = process.argv.includes('dev');
// The adapter empties the build's server functions (.netlify/v1/functions) whenever Astro loads this file: a type
// check (`npm run check`) goes without it, so a site served meanwhile keeps answering its drawn pages.
const isCheck = process.argv.includes('check');
// The addresses of the pages drawn on request: the adapter's function answers these only (so, for one,
// Astro's server islands, /_server-islands/*, would need adding here before a page used `server:defer`).
const ON_DEMAND_PATHS = [
  '/',
  '/grades',
  '/grades/*',
  '/events',
  '/events/*',
  '/aboutus',
  '/committees',
  '/committees/*',
  '/contactus',
  '/volunteers',
  '/volunteers/reimbursement-letter',
  '/volunteers/reimbursement-status',
  '/volunteers/reimbursement-status/*',
  '/volunteers/signup',
  '/volunteers/signup/*',
  '/volunteers/forms',
];
// The React libraries the islands use; Preact stands in for React under them (docs/decisions/072).
const REACT_LIBRARIES = ['@tanstack/react-query', 'react-toastify', '@nanostores/react', 'embla-carousel-react', 'wouter', /^@dnd-kit\//];
// The code every page runs at start, in two chunks rather than some thirty small ones, whose gzip each
// compresses apart (about 6 KB more in all; docs/decisions/076): the site frame's (its script and the session
// it shows), which every page loads, and the islands' base (Preact, TanStack Query's client and useQuery, the
// site's shared island parts), which every public island loads and a page without islands does not.
const FRAME_BASE = [
  /node_modules[\\/]nanostores[\\/]atom[\\/]/,
  /src[\\/]shared[\\/](api-client|code-reload|focus-trap|session-store|session|version-header)\.ts$/,
  /src[\\/]shared[\\/]i18n[\\/]lang\.ts$/,
  /src[\\/]features[\\/]formations[\\/](grade-color|grade-list)\.ts$/,
];
const ISLAND_BASE = [
  /node_modules[\\/]preact[\\/](dist|hooks|compat|jsx-runtime)[\\/]/,
  /node_modules[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/](environmentManager|focusManager|hydration|infiniteQueryBehavior|mutation|mutationCache|notifyManager|onlineManager|query|queryCache|queryClient|queryObserver|removable|retryer|subscribable|timeoutManager|utils)\.js$/,
  /node_modules[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/](HydrationBoundary|IsRestoringProvider|QueryClientProvider|QueryErrorResetBoundary|errorBoundaryUtils|suspense|useBaseQuery|useQuery)\.js$/,
  /src[\\/]shared[\\/]query\.tsx$/,
  /src[\\/]shared[\\/]i18n[\\/](catalogue|text-context)\.tsx?$/,
  /src[\\/]shared[\\/]ui[\\/](EmptyState|Icon|IslandLoading|icon-names|ui-text|use-hydrated)\.tsx?$/,
  /src[\\/]features[\\/]formations[\\/](api[\\/]keys|formation|formations-api)\.ts$/,
];
/** @param {string} name @param {RegExp[]} patterns @param {number} priority */
const chunkOf = (name, patterns, priority) => ({
  name,
  priority,
  test: (/** @type {string} */ id) => patterns.some((pattern) => pattern.test(id)),
});
// The dev emulation's blob store gets the same atomic conditional writes as `npm start` (docs/decisions/023).
if (isDev) await (await import('./scripts/local/blob-server-hooks.ts')).installBlobServerHooks();

export default defineConfig({
  // Netlify's build sets URL to the site's address: the hreflang alternates name it (docs/decisions/068).
  site: process.env.URL || undefined,
  output: 'static',
  adapter: isCheck
    ? undefined
    : onDemandOnly(netlify({ imageCDN: false, devFeatures: { edgeFunctions: false, images: false, environmentVariables: false } }), [
        ...ON_DEMAND_PATHS,
        ...ON_DEMAND_PATHS.map((path) => (path === '/' ? '/es' : `/es${path}`)),
      ]),
  integrations: [
    preact({ compat: true }),
    {
      name: 'hsa-client-directives',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) => {
          addClientDirective({ name: 'afterload', entrypoint: './src/shared/after-load-directive.ts' });
          addClientDirective({ name: 'firstuse', entrypoint: './src/shared/first-use-directive.ts' });
          addClientDirective({ name: 'firstpress', entrypoint: './src/shared/first-press-directive.ts' });
        },
      },
    },
  ],
  // The React libraries of the islands are bundled on the server too, so that their `react` is Preact's as
  // in the browser (docs/decisions/072).
  vite: {
    environments: {
      ...Object.fromEntries(['ssr', 'prerender'].map((name) => [name, { resolve: { noExternal: REACT_LIBRARIES } }])),
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: { groups: [chunkOf('frame', FRAME_BASE, 2), chunkOf('islands', ISLAND_BASE, 1)] },
            },
          },
        },
      },
    },
  },
  // No page uses Astro's sessions; without this the adapter would set up a blob store for them.
  session: false,
  i18n: {
    locales: ['en', 'es'],
    defaultLocale: 'en',
    fallback: { es: 'en' },
    routing: { prefixDefaultLocale: false, fallbackType: 'rewrite', redirectToDefaultLocale: false },
  },
  trailingSlash: 'ignore',
  markdown: { syntaxHighlight: false },
  build: { format: 'directory' },
  server: { port: Number(process.env.PORT ?? 8888) },
  security: {
    // Astro's default, said out loud: a form posted to a page drawn on request from another site is refused with 403
    // before the page reads it (the Volunteer Form's and an event's feedback, docs/decisions/074, 075).
    checkOrigin: true,
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
