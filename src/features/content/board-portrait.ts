/**
 * The portrait drawn for a board member without a photo: their initials on a disc whose colour follows
 * their place on the board (neighbours differ). The eight colours, each dark enough for white letters (WCAG
 * AA), are the classes of board-portrait.css.
 */
const PORTRAIT_COLOURS = 8;

/** Up to two letters: the first of the first and of the last word ('James O’Connor' gives 'JO'). */
export function boardInitials(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const [first = '', ...rest] = words;
  if (!first) return '–';
  return (first.charAt(0) + (rest.at(-1)?.charAt(0) ?? '')).toUpperCase();
}

/** The colour class of the member at `position` on the board. */
export const portraitClass = (position: number): string => `board-portrait--${position % PORTRAIT_COLOURS}`;
