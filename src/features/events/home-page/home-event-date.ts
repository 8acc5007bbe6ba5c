/**
 * The home page's 'HSA Events' items (SPEC, Home): day, month abbreviation and 12-hour time, read straight
 * from the wall time (already the school's), so the home page loads no date library (docs/decisions/040).
 * They read as the spec's 'MMM dd' and 'h:mm aaaa' formats do (event-format.ts; the unit test compares); a
 * Spanish page gives its months' abbreviations (the events catalogue's) and writes 'p. m.' as
 * every Spanish page does.
 */
import { englishPeriod, spanishPeriod } from '../../../shared/i18n/periods';
import type { Lang } from '../../../shared/i18n/lang';
import { isEventWallTime } from '../core/event';

export interface HomeEventDate {
  /** '05' */
  day: string;
  /** 'Mar' */
  month: string;
  /** '6:00 p.m.' */
  time: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** ' a.m.' as date-fns writes it; Spanish as every Spanish page writes it (kept on one line with its time). */
const periodIn = (lang: Lang, hours: number) => (lang === 'es' ? spanishPeriod(hours) : englishPeriod(hours));

/** Null when the start is not a valid wall time. */
export function homeEventDate(startDt: string, months: readonly string[] = MONTHS, lang: Lang = 'en'): HomeEventDate | null {
  if (!isEventWallTime(startDt)) return null;
  const [, month, day, hour, minute] = startDt.split(/[-T:]/) as [string, string, string, string, string];
  const hours = Number(hour);
  return {
    day,
    month: months[Number(month) - 1] ?? '',
    time: `${hours % 12 || 12}:${minute}${periodIn(lang, hours)}`,
  };
}
