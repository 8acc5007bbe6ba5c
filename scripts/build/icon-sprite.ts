/**
 * Writes src/shared/ui/icons.svg, the sprite of the site's icons (docs/decisions/076): one <symbol> per name
 * of icon-names.ts, with the path of its Material Symbol (outlined, weight 400). Run it after changing the
 * names: `npx tsx scripts/build/icon-sprite.ts`. A unit test fails while the sprite and the names differ.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ICON_NAMES } from '../../src/shared/ui/icon-names';

export const SPRITE_FILE = fileURLToPath(new URL('../../src/shared/ui/icons.svg', import.meta.url));

const require = createRequire(import.meta.url);

/** The `d` of a Material Symbol's one path. */
async function pathOf(name: string): Promise<string> {
  const svg = await readFile(require.resolve(`@material-symbols/svg-400/outlined/${name}.svg`), 'utf8');
  const path = /\sd="([^"]+)"/.exec(svg)?.[1];
  if (!path) throw new Error(`The Material Symbol ${name} has no path.`);
  return path;
}

/** The sprite as it should be: the icons in the order of their names. */
export async function iconSprite(): Promise<string> {
  const symbols = await Promise.all(
    ICON_NAMES.map(async (name) => `<symbol id="${name}" viewBox="0 -960 960 960"><path d="${await pathOf(name)}"/></symbol>`),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(SPRITE_FILE, await iconSprite());
  console.log(`Wrote ${SPRITE_FILE} (${ICON_NAMES.length} icons).`);
}
