/**
 * Times' periods ('7:00 p.m.', '7:00 p. m.'), in a module of their own so that a page drawing a time by hand (Home's
 * events) loads no date library for them.
 */

/**
 * Where a date is read. On a page a Spanish time keeps its period on one line: "7:00 p. m." is written with
 * no-break spaces, so that "p." never ends a line and "m." starts the next. A mail or a feed is plain text and
 * keeps plain spaces.
 */
export type DateMedium = 'page' | 'plain';

const NO_BREAK_SPACE = '\u00a0';

/** ' a.m.' or ' p.m.' for an hour of the day (0-23), as the site writes an English time; with the space before it. */
export const englishPeriod = (hours: number): string => (hours < 12 ? ' a.m.' : ' p.m.');

/** 'a. m.' or 'p. m.' for an hour of the day (0-23), as Spanish typesetting writes it; with the space before it. */
export function spanishPeriod(hours: number, medium: DateMedium = 'page'): string {
  const space = medium === 'page' ? NO_BREAK_SPACE : ' ';
  return `${space}${hours < 12 ? 'a' : 'p'}.${space}m.`;
}
