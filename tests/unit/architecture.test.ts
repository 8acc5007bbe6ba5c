/**
 * What the shape of DESIGN section 3 asks beyond imports. The import rules (layers, feature entry points, no
 * server code in the browser, no cycles) are ESLint's, written once in eslint.config.js and shown failing on
 * snippets in tests/unit/lint-boundaries.test.ts; here: API calls live in the features' API modules only, and
 * the shipped code holds few type assertions.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { typeAssertions } from '../../scripts/audit/type-assertions';

const ROOT = resolve(import.meta.dirname, '../..');
const SOURCE_FILE = /\.(ts|tsx|astro)$/;
const SERVER_ONLY = /\.server(\.[cm]?[jt]sx?)?$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE_FILE.test(entry.name) ? [path] : [];
  });
}

describe('API calls (DESIGN section 3)', () => {
  const files = sourceFiles(join(ROOT, 'src')).map((path) => relative(ROOT, path).split(/[\\/]/).join('/'));

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
