/**
 * The import rules of DESIGN section 3 are written once, as ESLint rules (eslint.config.js, docs/decisions/024
 * and 050). This runs the repository's own config on small files placed at paths of the tree, and shows for
 * each rule that an import that breaks it is an error while its allowed twin is not. The files are linted as
 * text and never written; `npm run lint` applies the same rules to every file.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BOUNDARY = 'import-x/no-restricted-paths';
const CYCLE = 'import-x/no-cycle';
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

/** A file that imports `name` from `from` and uses it. */
const importing = (name: string, from: string) => `import { ${name} } from '${from}';\nexport const probe = ${name};\n`;

describe('feature boundaries (eslint.config.js)', () => {
  it("is an error for a feature to import another feature's internal file", async () => {
    const code = importing('formationInputSchema', '../formations/formation-schema');
    expect(await rulesBroken('src/features/events/boundary-probe.ts', code)).toContain(BOUNDARY);
  });

  it("is allowed through the other feature's index.ts and ui.ts, and index.server.ts from server code", async () => {
    expect(await rulesBroken('src/features/events/boundary-probe.ts', importing('formationInputSchema', '../formations'))).toEqual([]);
    expect(await rulesBroken('src/features/events/BoundaryProbe.tsx', importing('PhotoGallery', '../photos/ui'))).toEqual([]);
    const server = importing('findFormationBySlug', '../formations/index.server');
    expect(await rulesBroken('src/features/events/boundary-probe.server.ts', server)).toEqual([]);
  });

  it("is an error to reach into another feature's sub-folder: its entry points are the files at its root", async () => {
    const code = importing('EventsManager', '../events/manager/EventsManager');
    expect(await rulesBroken('src/features/formations/boundary-probe.ts', code)).toContain(BOUNDARY);
    expect(await rulesBroken('src/features/admin/boundary-probe.ts', code)).toContain(BOUNDARY);
    // A feature's own sub-folders import each other freely.
    expect(
      await rulesBroken('src/features/events/calendar/boundary-probe.ts', importing('EventsManager', '../manager/EventsManager')),
    ).toEqual([]);
  });

  it("leaves a feature's admin screens (admin.ts) to the admin shell", async () => {
    const code = importing('UsersTool', '../users/admin');
    expect(await rulesBroken('src/features/events/BoundaryProbe.tsx', code)).toContain(BOUNDARY);
    expect(await rulesBroken('src/features/admin/BoundaryProbe.tsx', code)).not.toContain(BOUNDARY);
  });

  it("lets the Event Editor, and no other feature, hold the sign-up sheet's editor (docs/decisions/067)", async () => {
    const code = importing('SheetEditor', '../../signups/admin');
    expect(await rulesBroken('src/features/events/manager/BoundaryProbe.tsx', code)).toEqual([]);
    expect(await rulesBroken('src/features/formations/manager/BoundaryProbe.tsx', code)).toContain(BOUNDARY);
    const deep = importing('SheetEditor', '../../signups/admin/SheetEditor');
    expect(await rulesBroken('src/features/events/manager/BoundaryProbe.tsx', deep)).toContain(BOUNDARY);
  });
});

describe('layers, bottom up: src/shared, src/server, features, functions (docs/decisions/050)', () => {
  it('is an error for src/shared to import a feature, even through its index.ts, or the server layer', async () => {
    expect(await rulesBroken('src/shared/boundary-probe.ts', importing('isDay', '../features/events'))).toContain(BOUNDARY);
    expect(await rulesBroken('src/shared/boundary-probe.server.ts', importing('siteUrl', '../server/env.server'))).toContain(BOUNDARY);
    expect(await rulesBroken('src/shared/boundary-probe.ts', importing('isSafeId', './ids'))).toEqual([]);
  });

  it('is an error for src/server to import a feature, even through its index.server.ts, or netlify/', async () => {
    const feature = importing('findUser', '../features/users/index.server');
    expect(await rulesBroken('src/server/boundary-probe.server.ts', feature)).toContain(BOUNDARY);
    const functions = importing('SWEEP_JOBS', '../../netlify/functions/sweep');
    expect(await rulesBroken('src/server/boundary-probe.server.ts', functions)).toContain(BOUNDARY);
    // Its own modules and src/shared are below it.
    expect(await rulesBroken('src/server/boundary-probe.server.ts', importing('HttpError', './http.server'))).toEqual([]);
    expect(await rulesBroken('src/server/boundary-probe.server.ts', importing('isSafeId', '../shared/ids'))).toEqual([]);
  });

  it('is an error for server code under src to import a function; its tests may call one', async () => {
    const code = importing('SWEEP_JOBS', '../../../netlify/functions/sweep');
    expect(await rulesBroken('src/features/events/boundary-probe.server.ts', code)).toContain(BOUNDARY);
    expect(await rulesBroken('src/features/events/boundary-probe.test.ts', code)).toEqual([]);
  });

  it('is an error for a function to reach a feature but through its index.server.ts: not its files, not its index.ts', async () => {
    const deep = importing('findEvent', '../../src/features/events/server/events.server');
    expect(await rulesBroken('netlify/functions/boundary-probe.ts', deep)).toContain(BOUNDARY);
    const shared = importing('isDay', '../../src/features/events');
    expect(await rulesBroken('netlify/functions/boundary-probe.ts', shared)).toContain(BOUNDARY);
    const surface = importing('findEvent', '../../src/features/events/index.server');
    expect(await rulesBroken('netlify/functions/boundary-probe.ts', surface)).toEqual([]);
    const layer = importing('route', '../../src/server/http.server');
    expect(await rulesBroken('netlify/functions/boundary-probe.ts', layer)).toEqual([]);
  });
});

describe('code the browser loads (eslint.config.js)', () => {
  it('is an error for a browser file (a .tsx under src/features) to import a *.server.ts module, src/server or netlify/', async () => {
    const repository = importing('findEvent', './server/events.server');
    expect(await rulesBroken('src/features/events/BoundaryProbe.tsx', repository)).toContain(BOUNDARY);
    const edge = importing('HttpError', '../../server/http.server');
    expect(await rulesBroken('src/features/events/BoundaryProbe.tsx', edge)).toContain(BOUNDARY);
    const functions = importing('SWEEP_JOBS', '../../../netlify/functions/sweep');
    expect(await rulesBroken('src/features/events/BoundaryProbe.tsx', functions)).toContain(BOUNDARY);
    // The same imports are a server module's to make (but the function: the functions are on top).
    expect(await rulesBroken('src/features/events/boundary-probe.server.ts', repository)).toEqual([]);
    expect(await rulesBroken('src/features/events/boundary-probe.server.ts', edge)).toEqual([]);
  });

  it("counts a page drawn on request's frontmatter as server code, and its <script> and a prebuilt page as browser code", async () => {
    const frontmatter = (from: string) =>
      `---\nimport { readEventPage } from '${from}';\nconst read = readEventPage;\n---\n<p>{String(read)}</p>\n`;
    const script = (from: string) =>
      `---\n---\n<p>x</p>\n<script>\nimport { readEventPage } from '${from}';\nconsole.log(readEventPage);\n</script>\n`;
    const onDemand = 'src/pages/events/[...id].astro';
    expect(await rulesBroken(onDemand, frontmatter('../../features/events/index.server'))).toEqual([]);
    expect(await rulesBroken(onDemand, script('../../features/events/index.server'))).toContain(BOUNDARY);
    expect(await rulesBroken('src/pages/boundary-probe.astro', frontmatter('../features/events/index.server'))).toContain(BOUNDARY);
  });
});

describe('cycles (eslint.config.js)', () => {
  it('is an error to import a module that imports this one back; the other way round is the allowed one', async () => {
    // src/server/guard.server.ts imports ./http.server, so http.server importing the guard closes a circle.
    const back = importing('createGuard', './guard.server');
    expect(await rulesBroken('src/server/http.server.ts', back)).toContain(CYCLE);
    expect(await rulesBroken('src/server/guard.server.ts', importing('HttpError', './http.server'))).toEqual([]);
  });
});

describe('zod (eslint.config.js)', () => {
  it("is an error to import 'zod' anywhere but src/shared/zod.ts", async () => {
    const code = "import { z } from 'zod';\nexport const text = z.string();\n";
    expect(await rulesBroken('src/features/events/boundary-probe.ts', code)).toContain(ZOD);
    expect(await rulesBroken('src/server/boundary-probe.server.ts', code)).toContain(ZOD);
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
