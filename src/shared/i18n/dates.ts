/**
 * Dates, times and money as a reader of each language expects them (issue texts: "jueves, 26 de noviembre de
 * 2026", "7:00 p. m.", "$250.00"): date-fns with its `es` locale for Spanish, Intl for money.
 */
import { format } from 'date-fns';
import { es } from 'date-fns/locale/es';
import type { Lang } from './lang';
import { spanishPeriod, type DateMedium } from './periods';

/** date-fns's options for `lang`: English keeps date-fns's default (en-US). */
export const dateOptionsOf = (lang: Lang) => (lang === 'es' ? { locale: es } : {});

/** A date-fns pattern in `lang`; Spanish times read 'a. m.' and 'p. m.' as Spanish typesetting writes them. */
export function formatIn(lang: Lang, instant: Date, pattern: string, medium: DateMedium = 'page'): string {
  if (lang === 'en') return format(instant, pattern);
  const period = `'${spanishPeriod(instant.getHours(), medium)}'`;
  return format(instant, pattern.replace(/ ?a{1,5}/g, period), { locale: es });
}

/** $1,234.50 (both languages write US dollars the same way). */
export function formatMoney(lang: Lang, amount: number): string {
  return new Intl.NumberFormat(lang === 'es' ? 'es-US' : 'en-US', { style: 'currency', currency: 'USD' }).format(amount);
}
