/**
 * The dependency direction of DESIGN section 3, checked on every import under src/: components -> client ->
 * domain, and nothing in the browser's code reaches server-only modules (netlify/ or *.server.ts). API calls
 * live in the client's API modules only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SOURCE_FILE = /\.(ts|tsx|astro)$/;

/** The module specifiers a file imports or re-exports, static or dynamic; comments and strings are not imports. */
function importsOf(source: string, fileName: string): string[] {
  const code = fileName.endsWith('.astro') ? astroScripts(source) : source;
  return ts.preProcessFile(code, true, true).importedFiles.map((file) => file.fileName);
}

/** The frontmatter and the <script> bodies of an Astro file: the only places it imports from. */
function astroScripts(source: string): string {
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
  const scripts = [...source.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  return [frontmatter, ...scripts].join('\n');
}

/** What is wrong with one import of a file (both as paths from the repository root, '/'-separated). */
function importProblem(file: string, specifier: string): string | null {
  const target = specifier.startsWith('.') ? posix.join(posix.dirname(file), specifier) : specifier;
  if (target.startsWith('netlify/')) return 'src/ imports from netlify/ (server-only code)';
  if (/\.server(\.[cm]?[jt]sx?)?$/.test(target)) return 'src/ imports a *.server module';
  if (file.startsWith('src/domain/') && /^src\/(client|components)\//.test(target)) return 'src/domain imports the client or components';
  if (file.startsWith('src/client/') && target.startsWith('src/components/')) return 'src/client imports components';
  // Configured once there (jitless): zod's eval probe would break the Content-Security-Policy in the browser.
  if (specifier === 'zod' && file !== 'src/domain/zod.ts') return "imports 'zod' directly instead of src/domain/zod.ts";
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
      "const text = \"import x from './not-either'\";",
    ].join('\n');
    expect(importsOf(source, 'x.ts').sort()).toEqual(['../three', './five', './four', './one', './six', './two.css']);
  });

  it('reads the frontmatter and scripts of an Astro file, not its markup', () => {
    const source = "---\nimport A from '../components/A';\n---\n<p>Don't import from 'x'</p>\n<script>\nimport '../client/b';\n</script>\n";
    expect(importsOf(source, 'page.astro')).toEqual(['../components/A', '../client/b']);
  });

  it('names each forbidden direction', () => {
    expect(importProblem('src/components/x/A.tsx', '../../../netlify/server/store.server')).toMatch(/netlify/);
    expect(importProblem('src/pages/a.astro', '../lib/secrets.server')).toMatch(/\.server/);
    expect(importProblem('src/domain/a.ts', '../client/api')).toMatch(/domain/);
    expect(importProblem('src/domain/a.ts', '../components/shared/Icon')).toMatch(/domain/);
    expect(importProblem('src/client/a.ts', '../components/shared/Icon')).toMatch(/client imports components/);
    expect(importProblem('src/components/a/A.tsx', '../../client/api')).toBeNull();
    expect(importProblem('src/client/a.ts', '../domain/formation')).toBeNull();
    expect(importProblem('src/domain/a.ts', 'zod')).toMatch(/src\/domain\/zod.ts/);
    expect(importProblem('src/domain/zod.ts', 'zod')).toBeNull();
    expect(importProblem('src/domain/a.ts', 'date-fns')).toBeNull();
  });
});

describe('dependency direction of src/ (DESIGN section 3)', () => {
  const files = sourceFiles(join(ROOT, 'src')).map((path) => relative(ROOT, path).split(/[\\/]/).join('/'));
  const imports = files.flatMap((file) => importsOf(readFileSync(join(ROOT, file), 'utf8'), file).map((specifier) => ({ file, specifier })));

  it('scans every layer', () => {
    for (const layer of ['src/domain/', 'src/client/', 'src/components/', 'src/pages/']) {
      expect(imports.some(({ file }) => file.startsWith(layer)), layer).toBe(true);
    }
  });

  it('has no import from netlify/ or a *.server module, none from domain to client or components, none from client to components', () => {
    const problems = imports.flatMap(({ file, specifier }) => {
      const problem = importProblem(file, specifier);
      return problem ? [`${file}: '${specifier}' (${problem})`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('leaves every API call to src/client/<resource>-api.ts: no component, layout or page calls apiCall or fetch, or names an API path', () => {
    const apiUse = /\bapiCall\b|\bfetch\(|['"`]\/v[12]\//;
    const offenders = files.filter((file) => /^src\/(components|layouts|pages)\//.test(file) && apiUse.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
