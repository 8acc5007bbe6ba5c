/**
 * The pages drawn on request (docs/decisions/044, 045): the Netlify adapter puts every on-demand page in one
 * function whose route is `/*`. That route would take every address no file answers, the deep-link
 * rewrites of netlify.toml included (/committees/{slug}, /access/...). After the adapter has
 * written its function, its route is narrowed to the on-demand pages' own addresses.
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';

const SSR_FUNCTION = '.netlify/v1/functions/ssr/ssr.mjs';
/** What the adapter (8.x) writes; checked, so an update that changes it stops the build instead of routing everything. */
const CATCH_ALL = /path: '\/\*',\s*preferStatic: true,/;

export async function narrowSsrRoute(root: URL, paths: readonly string[]): Promise<void> {
  const file = new URL(SSR_FUNCTION, root);
  // No page drawn on request left: the adapter writes no function, and there is nothing to narrow.
  const source = await readFile(file, 'utf8').catch(() => null);
  if (source === null) return;
  if (!CATCH_ALL.test(source)) {
    throw new Error(`${SSR_FUNCTION} no longer routes '/*' as @astrojs/netlify 8 did: check its route before deploying.`);
  }
  await writeFile(file, source.replace(CATCH_ALL, `path: ${JSON.stringify(paths)},\n\t\t\t\tpreferStatic: true,`));
}

/** The adapter, with its on-demand function answering `paths` only. */
export function onDemandOnly(adapter: AstroIntegration, paths: readonly string[]): AstroIntegration {
  const done = adapter.hooks['astro:build:done'];
  let root: URL | undefined;
  const configDone = adapter.hooks['astro:config:done'];
  return {
    ...adapter,
    hooks: {
      ...adapter.hooks,
      'astro:config:done': async (options) => {
        root = options.config.root;
        await configDone?.(options);
      },
      'astro:build:done': async (options) => {
        await done?.(options);
        if (root) await narrowSsrRoute(root, paths);
      },
    },
  };
}
