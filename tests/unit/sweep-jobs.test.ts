/**
 * docs/decisions/049: a job kind that a write records but the sweep does not settle would be owed forever.
 * Every `defineJob` in the code is one of the sweep's kinds, and every kind is defined once.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SWEEP_JOBS } from '../../netlify/functions/sweep';

const root = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

describe('the sweep (docs/decisions/049)', () => {
  it('settles every kind of job the code defines, each defined once', () => {
    const defined = ['src', 'netlify']
      .flatMap(sourceFiles)
      .flatMap((file) =>
        [...readFileSync(path.join(root, file), 'utf8').matchAll(/defineJob\(\{\s*kind:\s*'([^']+)'/g)].map((match) => match[1]),
      );
    expect(defined.length).toBeGreaterThan(0);
    expect(new Set(defined).size).toBe(defined.length);
    expect(SWEEP_JOBS.map((type) => type.kind).sort()).toEqual([...defined].sort());
  });
});
