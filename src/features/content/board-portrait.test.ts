import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { boardInitials, portraitClass } from './board-portrait';

describe('board portraits without a photo', () => {
  it('show the first letters of the first and last names', () => {
    expect(boardInitials('Margaret Sullivan')).toBe('MS');
    expect(boardInitials('James O’Connor')).toBe('JO');
    expect(boardInitials('Deacon Joe Carroll')).toBe('DC');
    expect(boardInitials('  cher ')).toBe('C');
    expect(boardInitials('')).toBe('–');
  });

  it('give the eight officers of a board eight colours', () => {
    const css = readFileSync(new URL('./board-portrait.css', import.meta.url), 'utf8');
    const colourOf = (position: number) =>
      new RegExp(`\\.${portraitClass(position)} \\{\\s*background-color: (#[0-9a-f]{6});`).exec(css)?.[1];
    const colours = [0, 1, 2, 3, 4, 5, 6, 7].map(colourOf);
    expect(colours.every(Boolean)).toBe(true);
    expect(new Set(colours).size).toBe(8);
    expect(portraitClass(8)).toBe(portraitClass(0));
  });
});
