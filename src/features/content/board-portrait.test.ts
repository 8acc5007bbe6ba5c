import { describe, expect, it } from 'vitest';
import { boardInitials, portraitColour } from './board-portrait';

describe('board portraits without a photo', () => {
  it('show the first letters of the first and last names', () => {
    expect(boardInitials('Margaret Sullivan')).toBe('MS');
    expect(boardInitials('James O’Connor')).toBe('JO');
    expect(boardInitials('Deacon Joe Carroll')).toBe('DC');
    expect(boardInitials('  cher ')).toBe('C');
    expect(boardInitials('')).toBe('–');
  });

  it('give the eight officers of a board eight colours', () => {
    expect(new Set([0, 1, 2, 3, 4, 5, 6, 7].map(portraitColour)).size).toBe(8);
    expect(portraitColour(8)).toBe(portraitColour(0));
  });
});
