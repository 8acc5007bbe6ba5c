/**
 * Every internal of the pinned Netlify packages that local serving relies on (internals.ts; the table in
 * scripts/local/README.md) is in the installed packages, so an upgrade that removes or changes one fails here,
 * naming it, its package and version, and what breaks locally, rather than leaving a slow or wrong local server.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describePlace, describeProblem, findProblem, INTERNALS, type Internal, type Place } from './internals';

const README = readFileSync(path.join(import.meta.dirname, 'README.md'), 'utf8');

/** The rows of the README's table of internals (the one whose header starts `| internal |`): its first two cells, code marks dropped. */
function readmeRows(): { name: string; version: string }[] {
  const lines = README.split('\n');
  const header = lines.findIndex((line) => line.startsWith('| internal |'));
  const rows: { name: string; version: string }[] = [];
  for (const line of lines.slice(header + 2)) {
    if (header === -1 || !line.startsWith('|')) break;
    const [name = '', version = ''] = line
      .slice(1)
      .split(' | ')
      .map((cell) => cell.replaceAll('`', '').trim());
    rows.push({ name, version });
  }
  return rows;
}

describe('the internals local serving relies on (scripts/local/internals.ts)', () => {
  it.each(INTERNALS.map((entry) => [entry.name, entry] as const))('%s is there', async (_, entry) => {
    const problem = await findProblem(entry);
    if (problem !== undefined) expect.fail(describeProblem(entry, problem));
  });

  it('are the rows of the table in scripts/local/README.md, in the same order', () => {
    expect(
      readmeRows().map((row) => row.name),
      'Update the table in scripts/local/README.md from INTERNALS in scripts/local/internals.ts.',
    ).toEqual(INTERNALS.map((entry) => entry.name));
  });

  it('were checked in the installed versions, which the table in scripts/local/README.md names', () => {
    const installed = (place: Place) => describePlace(place).replace(/ \(.*\)$/, '');
    expect(
      readmeRows().map((row) => `${row.name}: ${row.version}`),
      'A package was upgraded: go through "After an upgrade" in scripts/local/README.md, then put the new version in its table.',
    ).toEqual(INTERNALS.map((entry) => `${entry.name}: ${installed(entry.place)}`));
  });
});

describe('a missing or changed internal', () => {
  const invoke = INTERNALS.find((entry) => entry.name === 'FunctionsHandler.prototype.invoke')!;

  it('fails with its name, its package and version, where it is used and what breaks', async () => {
    const gone: Internal = {
      ...invoke,
      name: 'FunctionsHandler.prototype.gone',
      check: { kind: 'export', path: 'FunctionsHandler.prototype.gone' },
    };
    const problem = await findProblem(gone);
    expect(problem).toBeDefined();
    const message = describeProblem(gone, problem!);
    expect(message).toContain('FunctionsHandler.prototype.gone is missing or changed in @netlify/functions-dev ');
    expect(message).toMatch(/@netlify\/functions-dev \d+\.\d+\.\d+/);
    expect(message).toContain(invoke.usedIn);
    expect(message).toContain(invoke.withoutIt);
  });

  it('fails for a private field whose text is gone, and for a copied helper that changed', async () => {
    const field: Internal = { ...invoke, name: 'a field', check: { kind: 'text', marker: 'this.noSuchField = ' } };
    expect(await findProblem(field)).toContain('this.noSuchField = ');
    const copy: Internal = {
      ...invoke,
      name: 'a copy',
      check: { kind: 'copy', name: 'lambdaEventFromWebRequest', sha256: '0'.repeat(64) },
    };
    expect(await findProblem(copy)).toContain('it changed');
  });
});
