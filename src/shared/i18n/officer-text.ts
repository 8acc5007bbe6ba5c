/**
 * Officers' own texts in two languages (DESIGN section 9, "Spanish for families"; docs/decisions/070): beside
 * each text an officer writes (an event's title, a committee's description, a board title, ...) an optional
 * Spanish version, stored on the same record as `<field>_es`. A Spanish page shows the Spanish version where
 * there is one and the English, marked `lang="en"`, where there is none; an English page always shows the
 * English. The fields' schema is in officer-text-schema.ts, apart, so that what draws the texts carries no zod.
 */
import type { Lang } from './lang';

/** The text a page shows and the language it is in. */
export interface ShownText {
  readonly text: string;
  readonly lang: Lang;
}

/** What `lang`'s page shows of an officer's text whose Spanish version is `spanish` (absent or '' for none). */
export function officerText(english: string, spanish: string | null | undefined, lang: Lang): ShownText {
  const translated = spanish?.trim();
  return lang === 'es' && translated ? { text: translated, lang: 'es' } : { text: english, lang: 'en' };
}

/** True when a Spanish page shows an officer's text in English: the page then says part of it is English only. */
export function showsEnglishOn(lang: Lang, english: string, spanish: string | null | undefined): boolean {
  return lang === 'es' && english.trim() !== '' && !spanish?.trim();
}

/** The `lang` attribute a shown text needs on `lang`'s page: 'en' for English on a Spanish page, else none. */
export function langAttributeOf(pageLang: Lang, shown: ShownText): 'en' | undefined {
  return pageLang === 'es' && shown.lang === 'en' ? 'en' : undefined;
}
