/**
 * The shape of DESIGN section 3, checked on every import under src/ (ESLint draws the same lines with
 * import-x/no-restricted-paths; this test keeps them when lint is not run): nothing the browser loads reaches
 * server-only code (netlify/ or *.server.ts); a feature reaches another only through its index.ts, ui.ts,
 * index.server.ts or, for the admin shell, admin.ts; src/shared imports no feature. API calls live in the
 * features' API modules only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { typeAssertions } from '../../scripts/audit/type-assertions';

const ROOT = resolve(import.meta.dirname, '../..');
const SOURCE_FILE = /\.(ts|tsx|astro)$/;

interface Imported {
  specifier: string;
  /** Imported by code that runs only in the server: an on-demand page's frontmatter. */
  server: boolean;
}

const specifiersOf = (code: string) => ts.preProcessFile(code, true, true).importedFiles.map((file) => file.fileName);

/** The module specifiers a file imports or re-exports, static or dynamic; comments and strings are not imports. */
function importsOf(source: string, fileName: string): Imported[] {
  if (!fileName.endsWith('.astro')) return specifiersOf(source).map((specifier) => ({ specifier, server: false }));
  const { frontmatter, scripts } = astroScripts(source);
  // A prebuilt page's frontmatter runs at build time, where the store is not read; an on-demand page's
  // runs in the page function on each request (docs/decisions/044) and reads the store there.
  const onDemand = /^export const prerender = false;$/m.test(frontmatter);
  return [
    ...specifiersOf(frontmatter).map((specifier) => ({ specifier, server: onDemand })),
    ...specifiersOf(scripts).map((specifier) => ({ specifier, server: false })),
  ];
}

/** The frontmatter and the <script> bodies of an Astro file: the only places it imports from. */
function astroScripts(source: string): { frontmatter: string; scripts: string } {
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
  const scripts = [...source.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  return { frontmatter, scripts: scripts.join('\n') };
}

const SERVER_ONLY = /\.server(\.[cm]?[jt]sx?)?$/;

/** A file's feature ('events', ...) when it lives under src/features/, else null. */
const featureOf = (path: string) => /^src\/features\/([^/]+)\//.exec(path)?.[1] ?? null;

/**
 * The entry points of a feature: index (rules, types, stores, API calls; no components), ui (components other
 * features render), index.server (server code), admin (its admin screens, for the admin shell).
 */
function entryPointOf(target: string): 'index' | 'ui' | 'index.server' | 'admin' | null {
  const rest = /^src\/features\/[^/]+(?:\/(.*))?$/.exec(target)?.[1];
  if (rest === undefined || rest === 'index' || rest === 'index.ts') return 'index';
  if (rest === 'ui' || rest === 'ui.ts') return 'ui';
  if (rest === 'index.server' || rest === 'index.server.ts') return 'index.server';
  if (rest === 'admin' || rest === 'admin.ts') return 'admin';
  return null;
}

/** What is wrong with one import of a file (both as paths from the repository root, '/'-separated). */
function importProblem(file: string, specifier: string, server = false): string | null {
  const target = specifier.startsWith('.') ? posix.join(posix.dirname(file), specifier) : specifier;
  const browserCode = !server && file.startsWith('src/') && !SERVER_ONLY.test(file) && !file.endsWith('.test.ts');
  if (browserCode && target.startsWith('netlify/')) return 'browser code imports from netlify/ (server-only code)';
  if (browserCode && SERVER_ONLY.test(target)) return 'browser code imports a *.server module';
  // Configured once there (jitless): zod's eval probe would break the Content-Security-Policy in the browser.
  if (specifier === 'zod' && file !== 'src/shared/zod.ts') return "imports 'zod' directly instead of src/shared/zod.ts";
  if (file.startsWith('src/shared/') && target.startsWith('src/features/')) return 'src/shared imports a feature';
  const from = featureOf(file);
  const to = target.startsWith('src/features/') ? target.split('/')[2] : null;
  if (from && to && from !== to) {
    const entry = entryPointOf(target);
    if (!entry) return `feature '${from}' reaches inside feature '${to}' instead of through its index`;
    if (entry === 'admin' && from !== 'admin') return `only the admin area imports feature '${to}'s admin screens`;
  }
  return null;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE_FILE.test(entry.name) ? [path] : [];
  });
}

describe('import scanner', () => {
  it('finds static, side-effect, type-only, re-exported, multi-line and dynamic imports, and skips comments', () => {
    const source = [
      "import { a } from './one';",
      "import './two.css';",
      "import type { B } from '../three';",
      "export { c } from './four';",
      'import {\n  d,\n  e,\n} from "./five";',
      "const f = await import('./six');",
      "// import { g } from './not-an-import';",
      'const text = "import x from \'./not-either\'";',
    ].join('\n');
    expect(
      importsOf(source, 'x.ts')
        .map(({ specifier }) => specifier)
        .sort(),
    ).toEqual(['../three', './five', './four', './one', './six', './two.css']);
  });

  it('reads the frontmatter and scripts of an Astro file, not its markup', () => {
    const source = "---\nimport A from '../components/A';\n---\n<p>Don't import from 'x'</p>\n<script>\nimport '../client/b';\n</script>\n";
    expect(importsOf(source, 'page.astro')).toEqual([
      { specifier: '../components/A', server: false },
      { specifier: '../client/b', server: false },
    ]);
  });

  it('counts an on-demand page’s frontmatter as server code, and its scripts as browser code still', () => {
    const source =
      "---\nimport { read } from '../features/a/index.server';\nexport const prerender = false;\n---\n<script>\nimport '../features/a/index.server';\n</script>\n";
    const [frontmatter, script] = importsOf(source, 'src/pages/x.astro');
    expect(importProblem('src/pages/x.astro', frontmatter!.specifier, frontmatter!.server)).toBeNull();
    expect(importProblem('src/pages/x.astro', script!.specifier, script!.server)).toMatch(/\.server/);
  });

  it('names each forbidden direction', () => {
    expect(importProblem('src/features/events/EventPopup.tsx', '../../../netlify/server/store.server')).toMatch(/netlify/);
    expect(importProblem('src/pages/a.astro', '../features/events/events.server')).toMatch(/\.server/);
    expect(importProblem('src/features/events/events.server.ts', '../../../netlify/server/store.server')).toBeNull();
    expect(importProblem('src/features/events/EventPopup.tsx', '../photos/PhotoGallery')).toMatch(/inside feature 'photos'/);
    expect(importProblem('src/features/events/EventPopup.tsx', '../photos')).toBeNull();
    expect(importProblem('src/features/formations/CommitteePopup.tsx', '../photos/ui')).toBeNull();
    expect(importProblem('src/features/events/events.server.ts', '../formations/index.server')).toBeNull();
    expect(importProblem('src/features/events/EventPopup.tsx', '../users/admin')).toMatch(/admin area/);
    expect(importProblem('src/features/admin/tools.tsx', '../users/admin')).toBeNull();
    expect(importProblem('src/shared/ui/Icon.tsx', '../../features/events')).toMatch(/shared imports a feature/);
    expect(importProblem('src/features/events/event.ts', 'zod')).toMatch(/src\/shared\/zod.ts/);
    expect(importProblem('src/shared/zod.ts', 'zod')).toBeNull();
    expect(importProblem('src/features/events/event.ts', 'date-fns')).toBeNull();
  });
});

describe('dependency direction of src/ (DESIGN section 3)', () => {
  const files = sourceFiles(join(ROOT, 'src')).map((path) => relative(ROOT, path).split(/[\\/]/).join('/'));
  const imports = files.flatMap((file) =>
    importsOf(readFileSync(join(ROOT, file), 'utf8'), file).map((imported) => ({ file, ...imported })),
  );

  it('scans every layer', () => {
    for (const layer of ['src/features/', 'src/shared/', 'src/pages/', 'src/layouts/']) {
      expect(
        imports.some(({ file }) => file.startsWith(layer)),
        layer,
      ).toBe(true);
    }
  });

  it('keeps browser code off the server, features behind their entry points and src/shared free of features', () => {
    const problems = imports.flatMap(({ file, specifier, server }) => {
      const problem = importProblem(file, specifier, server);
      return problem ? [`${file}: '${specifier}' (${problem})`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('leaves every API call to an API module (*-api.ts): no other module calls apiCall or fetch, and no island, layout or page names an API path', () => {
    const browserModule = (file: string) =>
      /^src\/(features|layouts|pages)\//.test(file) && !SERVER_ONLY.test(file) && !file.endsWith('.test.ts') && !file.endsWith('-api.ts');
    const calls = files.filter(
      (file) => browserModule(file) && /\bapiCall\w*\b|\bapiRequest\b|\bfetch\(/.test(readFileSync(join(ROOT, file), 'utf8')),
    );
    const paths = files.filter(
      (file) => browserModule(file) && /\.(tsx|astro)$/.test(file) && /['"`]\/v[12]\//.test(readFileSync(join(ROOT, file), 'utf8')),
    );
    expect({ calls, paths }).toEqual({ calls: [], paths: [] });
  });
});

describe('type assertions in the shipped code', () => {
  it('are at most 25 in src/ and netlify/ (`npx tsx scripts/audit/type-assertions.ts` lists them)', () => {
    const found = typeAssertions();
    expect(found.length, `${found.length} type assertions:\n${found.join('\n')}`).toBeLessThanOrEqual(25);
  });
});
