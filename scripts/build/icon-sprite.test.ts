import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from '../../src/shared/ui/icon-names';
import { iconSprite, SPRITE_FILE } from './icon-sprite';

describe('the icon sprite', () => {
  it('is what the names and Material Symbols make (run `npx tsx scripts/build/icon-sprite.ts` after changing the names)', async () => {
    expect(await readFile(SPRITE_FILE, 'utf8')).toBe(await iconSprite());
  });

  it('has one symbol with a path for each name', async () => {
    const sprite = await readFile(SPRITE_FILE, 'utf8');
    const ids = [...sprite.matchAll(/<symbol id="([a-z_0-9]+)" viewBox="0 -960 960 960"><path d="[^"]+"\/><\/symbol>/g)].map(
      (match) => match[1],
    );
    expect(ids).toEqual([...ICON_NAMES]);
  });
});
