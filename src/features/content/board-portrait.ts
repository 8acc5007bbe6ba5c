/**
 * The portrait drawn for a board member without a photo: their initials on a disc whose colour follows
 * their place on the board (neighbours differ), each dark enough for white letters (WCAG AA).
 */
const PORTRAIT_COLOURS = ['#00295f', '#1e6b35', '#6a2c7e', '#9a3b1b', '#0f5b73', '#8a2846', '#5d4b12', '#2f4b8a'] as const;

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

export const portraitColour = (position: number): string => PORTRAIT_COLOURS[position % PORTRAIT_COLOURS.length] ?? PORTRAIT_COLOURS[0];
