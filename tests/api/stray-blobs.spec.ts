/**
 * Nothing lost when a function dies mid-write (docs/decisions/047), on the test server's stores:
 * a killed write leaves the local server's temporary file beside its blob, and a hand-made blob may sit in
 * any store. The backup leaves out and names what the site never wrote, so it restores whole; check-data
 * names both kinds and --repair deletes them.
 */
import { expect, test } from '@playwright/test';
import { mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runTsx, TEST_STORE_NAMESPACE } from '../support/commands';

const projectRoot = path.resolve(import.meta.dirname, '../..');

/** The folder the local server keeps the test server's mail store in. */
async function mailFolder(): Promise<string> {
  const entries = path.join(projectRoot, '.netlify', 'blobs-serve', 'entries');
  for (const site of await readdir(entries)) {
    const folder = path.join(entries, site, `site:${TEST_STORE_NAMESPACE}-mail`);
    if (
      await stat(folder).then(
        () => true,
        () => false,
      )
    )
      return folder;
  }
  throw new Error('The test server has no mail store.');
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

// Six commands, each starting a local emulation of its own.
test.describe.configure({ timeout: 240_000 });

test('a temporary file left by a killed write and a hand-made blob: backup leaves out what it sees and restores whole, check-data names both, --repair deletes them', async () => {
  const folder = await mkdtemp(path.join(tmpdir(), 'hsa-stray-'));
  // Written through the store, so that the mail store's folder exists too.
  const edited = await runTsx('tests/support/blob-edit.ts', ['mail', 'put', 'outbox/2026-11/Hand-Made', '{}']);
  expect(edited.code, edited.stderr).toBe(0);
  const leftover = path.join(await mailFolder(), 'outbox', '2026-11', '.wvqbcl5w9f');
  try {
    await writeFile(leftover, '');
    // Older than any write in progress could be.
    const old = new Date(Date.now() - 5 * 60 * 1000);
    await utimes(leftover, old, old);

    const file = path.join(folder, 'site.ndjson.gz');
    const backup = await runTsx('scripts/backup/backup.ts', [file]);
    expect(backup.code, backup.stdout + backup.stderr).toBe(0);
    expect(backup.stdout).toContain('Skipped 1 blob whose key the site never makes');
    expect(backup.stdout).toContain('  mail: 1 (outbox/2026-11/Hand-Made)');
    expect(backup.stdout).not.toContain('.wvqbcl5w9f');

    const restore = await runTsx('scripts/backup/restore.ts', [file, '--yes']);
    expect(restore.code, restore.stdout + restore.stderr).toBe(0);
    // The store is as backed up: the hand-made blob, which the backup left out, is gone. It is put back for check-data.
    expect(restore.stdout).toMatch(/mail\s+\d+ written\s+1 deleted/);
    expect((await runTsx('tests/support/blob-edit.ts', ['mail', 'put', 'outbox/2026-11/Hand-Made', '{}'])).code).toBe(0);

    const found = await runTsx('scripts/check-data/check-data.ts');
    expect(found.code, found.stdout + found.stderr).toBe(1);
    expect(found.stdout).toContain(
      'mail: stray blob outbox/2026-11/.wvqbcl5w9f (not a key the site makes: the temporary file of a write cut short, or put there by hand)',
    );
    expect(found.stdout).toContain('mail: stray blob outbox/2026-11/Hand-Made');

    const repaired = await runTsx('scripts/check-data/check-data.ts', ['--repair']);
    expect(repaired.code, repaired.stdout + repaired.stderr).toBe(0);
    expect(repaired.stdout).toContain('checked again: clean');
    expect(await exists(leftover)).toBe(false);
  } finally {
    await rm(leftover, { force: true });
    await rm(folder, { recursive: true, force: true });
  }
});
