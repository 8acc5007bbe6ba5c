import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { narrowSsrRoute } from './on-demand-pages';

/** The config @astrojs/netlify 8 writes at the end of its function (docs/decisions/044). */
const ADAPTER_CONFIG = `
			export const config = {
				includedFiles: ['**/*'],
				name: 'Astro SSR',
				nodeBundler: 'none',
				generator: '@astrojs/netlify@8.2.6',
				path: '/*',
				preferStatic: true,
			};
		`;

async function projectWith(ssr: string): Promise<{ root: URL; file: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'on-demand-'));
  const file = path.join(dir, '.netlify', 'v1', 'functions', 'ssr', 'ssr.mjs');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, ssr);
  return { root: pathToFileURL(`${dir}/`), file };
}

describe('the page function answers the on-demand pages only', () => {
  it('narrows the adapter’s catch-all route to the given paths and keeps static files first', async () => {
    const { root, file } = await projectWith(ADAPTER_CONFIG);
    await narrowSsrRoute(root, ['/grades/*']);
    const written = await readFile(file, 'utf8');
    expect(written).toContain('path: ["/grades/*"],');
    expect(written).toContain('preferStatic: true,');
    expect(written).not.toContain("path: '/*'");
  });

  it('stops the build when the adapter no longer writes the route it knows', async () => {
    const { root } = await projectWith(ADAPTER_CONFIG.replace("path: '/*',", "path: ['/*'],"));
    await expect(narrowSsrRoute(root, ['/grades/*'])).rejects.toThrow(/no longer routes/);
  });

  it('leaves a build without pages drawn on request alone', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'on-demand-'));
    await expect(narrowSsrRoute(pathToFileURL(`${dir}/`), ['/grades/*'])).resolves.toBeUndefined();
  });
});
