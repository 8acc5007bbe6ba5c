/**
 * The import rules of DESIGN section 3 are ESLint rules (eslint.config.js, docs/decisions/024): this runs
 * the repository's own config on small files placed at feature paths, and shows that an import that breaks
 * a rule is an error while its allowed twin is not. The files are linted as text and never written.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BOUNDARY = 'import-x/no-restricted-paths';
const ZOD = 'no-restricted-imports';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/**
 * The rules that report on `code` as if it were the file at `file` (a path from the repository root). A
 * file the config ignores would report nothing: its warning says so, and shows here too.
 */
async function rulesBroken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file), warnIgnored: true });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('feature boundaries (eslint.config.js)', () => {
  it("is an error for a feature to import another feature's internal file", async () => {
    const code = "import { formationInputSchema } from '../formations/formation-schema';\nexport const schema = formationInputSchema;\n";
    expect(await rulesBroken('src/features/events/boundary-probe.ts', code)).toContain(BOUNDARY);
  });

  it("is allowed through the other feature's index.ts (and index.server.ts from server code)", async () => {
    const code = "import { formationInputSchema } from '../formations';\nexport const schema = formationInputSchema;\n";
    expect(await rulesBroken('src/features/events/boundary-probe.ts', code)).toEqual([]);
    const server = "import { findFormationBySlug } from '../formations/index.server';\nexport const find = findFormationBySlug;\n";
    expect(await rulesBroken('src/features/events/boundary-probe.server.ts', server)).toEqual([]);
  });

  it('is an error for a browser file (a .tsx under src/features) to import a *.server.ts module or netlify/', async () => {
    const repository = "import { findEvent } from './events.server';\nexport const find = findEvent;\n";
    expect(await rulesBroken('src/features/events/BoundaryProbe.tsx', repository)).toContain(BOUNDARY);
    const edge = "import { HttpError } from '../../../netlify/server/http.server';\nexport const Failure = HttpError;\n";
    expect(await rulesBroken('src/features/events/BoundaryProbe.tsx', edge)).toContain(BOUNDARY);
    // The same import is a server module's to make.
    expect(await rulesBroken('src/features/events/boundary-probe.server.ts', edge)).toEqual([]);
  });

  it('is an error for src/shared to import a feature, even through its index.ts', async () => {
    const code = "import { isDay } from '../features/events';\nexport const day = isDay;\n";
    expect(await rulesBroken('src/shared/boundary-probe.ts', code)).toContain(BOUNDARY);
  });

  it("is an error to import 'zod' anywhere but src/shared/zod.ts", async () => {
    const code = "import { z } from 'zod';\nexport const text = z.string();\n";
    expect(await rulesBroken('src/features/events/boundary-probe.ts', code)).toContain(ZOD);
    expect(await rulesBroken('netlify/server/boundary-probe.server.ts', code)).toContain(ZOD);
    expect(await rulesBroken('src/shared/zod.ts', code)).toEqual([]);
    const throughShared = "import { z } from '../../shared/zod';\nexport const text = z.string();\n";
    expect(await rulesBroken('src/features/events/boundary-probe.ts', throughShared)).toEqual([]);
  });
});

describe('scripts and tests (eslint.config.js)', () => {
  it('is an error for a script, its tests included, to import tests/', async () => {
    const code = "import { storeNamespaceOf } from '../../tests/support/slots';\nexport const namespace = storeNamespaceOf(0);\n";
    expect(await rulesBroken('scripts/bench/boundary-probe.ts', code)).toContain(BOUNDARY);
    expect(await rulesBroken('scripts/bench/boundary-probe.test.ts', code)).toContain(BOUNDARY);
  });

  it('is allowed the other way: tests import scripts', async () => {
    const code = "import { MemoryStore } from '../../scripts/stores/memory-store';\nexport const store = new MemoryStore();\n";
    expect(await rulesBroken('tests/unit/boundary-probe.test.ts', code)).toEqual([]);
  });
});
