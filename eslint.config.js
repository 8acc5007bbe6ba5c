/**
 * `npm run lint` (part of `npm test`): typescript-eslint strict, React hooks, jsx-a11y, Astro, no import
 * cycles, and the layers and feature boundaries of DESIGN section 3 (docs/decisions/024, 050). This file is
 * the one place they are written; tests/unit/lint-boundaries.test.ts shows each rule failing on a snippet.
 *   - layers, bottom up: `src/shared` · `src/server` (the server edge: http, router, guard, store, tokens,
 *     jobs) · `src/features/*` · `src/pages` and `netlify/functions` (route tables); nothing imports upward;
 *   - a feature imports `src/shared`, `src/server`, itself, and another feature only through its entry points,
 *     the files at its root: `index.ts` (rules, types, stores, API calls; no components, so server code may
 *     import it too), `ui.ts` (components other features render), `index.server.ts` (server code) and, for the
 *     admin shell only, `admin.ts`; a feature's sub-folders (events/calendar/, ...) are its own; a function
 *     reaches a feature only through its `index.server.ts`;
 *   - nothing the browser loads (any src file but *.server.ts) reaches a *.server.ts file, src/server or netlify/;
 *   - zod only through src/shared/zod.ts (configured jitless for the Content-Security-Policy);
 *   - scripts/ never imports tests/: the tests may use scripts (the memory stores, the local server's
 *     helpers), never the other way round.
 */
import path from 'node:path';
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const at = (...parts) => path.join(root, ...parts);
const FEATURES = [
  'admin',
  'content',
  'events',
  'formations',
  'forms',
  'frame',
  'notifications',
  'photos',
  'reimbursements',
  'signups',
  'submissions',
  'users',
];
const ENTRY_POINTS = [at('src/features/*/index.ts'), at('src/features/*/ui.ts'), at('src/features/*/index.server.ts')];
const ADMIN_ENTRY_POINTS = [...ENTRY_POINTS, at('src/features/*/admin.ts')];
// The Event Editor, an admin screen the shell loads, holds an event's sign-up sheet (docs/decisions/067).
const EVENTS_ENTRY_POINTS = [...ENTRY_POINTS, at('src/features/+(signups)/admin.ts')];

/** The zones of import-x/no-restricted-paths that draw the layers and the feature boundaries (every file). */
const boundaryZones = [
  ...FEATURES.map((feature) => ({
    target: at('src/features', feature, '**'),
    from: at('src/features', `!(${feature})`, '**'),
    except: feature === 'admin' ? ADMIN_ENTRY_POINTS : feature === 'events' ? EVENTS_ENTRY_POINTS : ENTRY_POINTS,
    message: `A feature reaches another feature only through its index.ts, ui.ts or index.server.ts (docs/decisions/024).`,
  })),
  {
    target: at('src/shared/**'),
    from: [at('src/features/**'), at('src/server/**')],
    message: 'src/shared is used by the features and the server layer, and imports none of them.',
  },
  {
    target: at('src/server/**'),
    from: [at('src/features/**'), at('netlify/**')],
    message:
      'src/server is the bottom of the server code: it imports src/shared and packages, never a feature or netlify/ (docs/decisions/050).',
  },
  {
    target: at('netlify/functions/**'),
    from: at('src/features/**'),
    except: [at('src/features/*/index.server.ts')],
    message: 'A function reaches a feature only through its index.server.ts (docs/decisions/050).',
  },
];

/** The maintenance scripts and local serving stand on their own: tests may import them, never the reverse. */
const scriptsZone = {
  target: at('scripts/**'),
  from: at('tests/**'),
  message: 'scripts/ does not import tests/: move what both need into scripts/ (scripts/stores/, scripts/test/), where tests import it.',
};

/** For the files the browser may load (every src file but *.server.ts and tests; see the config below). */
const browserZone = {
  target: at('src/**'),
  from: [at('src/**/*.server.ts'), at('src/server/**'), at('netlify/**')],
  message: 'Code the browser loads never reaches server-only code (*.server.ts, src/server, netlify/).',
};

/** For the server code under src (tests left out: they call a function in-process). */
const functionsOnTop = {
  target: at('src/**'),
  from: at('netlify/**'),
  message: 'The functions are the top layer: no code under src imports netlify/ (docs/decisions/050).',
};

/** The pages drawn on request (docs/decisions/044, 045, 054, 058, 060, 088, 090): their frontmatter runs in the server only. */
const onDemandPages = [
  'src/pages/grades/[[]...slug[]].astro',
  'src/pages/grades/index.astro',
  'src/pages/events/[[]...id[]].astro',
  'src/pages/events/index.astro',
  'src/pages/index.astro',
  'src/pages/aboutus.astro',
  'src/pages/committees/[[]...slug[]].astro',
  'src/pages/contactus.astro',
  'src/pages/volunteers/index.astro',
  'src/pages/volunteers/reimbursement-letter.astro',
  'src/pages/volunteers/forms.astro',
  'src/pages/volunteers/reimbursement-status/[[]...token[]].astro',
  'src/pages/volunteers/signup/[[]...token[]].astro',
];

export default tseslint.config(
  { ignores: ['dist/', '.netlify/', '.astro/', 'node_modules/', 'test-results/', 'playwright-report/', 'public/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // The files import-x reads to follow imports (no-cycle): without them it reads .js files only.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, scriptsZone] }],
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import z from 'src/shared/zod' (configured jitless for the Content-Security-Policy)." }] },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // role="list" on the lists drawn without bullets is meant: Safari (VoiceOver) drops their list semantics otherwise.
      'jsx-a11y/no-redundant-roles': ['error', { nav: ['navigation'], ul: ['list'], ol: ['list'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx,astro}'],
    ignores: ['**/*.server.ts', '**/*.test.ts', ...onDemandPages],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, browserZone] }] },
  },
  // Server modules, and the pages drawn on request (docs/decisions/044, 045), which read the store in their
  // server-side frontmatter.
  {
    files: ['src/**/*.server.ts', ...onDemandPages],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, functionsOnTop] }] },
  },
  { files: ['src/shared/zod.ts'], rules: { 'no-restricted-imports': 'off' } },
  // Tests and maintenance scripts read known data: `x!` there states what the test just made sure of.
  { files: ['tests/**', '**/*.test.ts', 'scripts/**'], rules: { '@typescript-eslint/no-non-null-assertion': 'off' } },
);
