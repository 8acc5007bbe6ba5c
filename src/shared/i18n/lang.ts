/**
 * The site's two languages (DESIGN section 9, "Spanish for families"): English at today's paths, Spanish at
 * the same paths under `/es/` (docs/decisions/068).
 */
export const LANGS = ['en', 'es'] as const;
export type Lang = (typeof LANGS)[number];

/** The switch's labels, each in its own language (no flags). */
export const LANG_NAMES: Readonly<Record<Lang, string>> = { en: 'English', es: 'Español' };

/** The cookie that remembers the language a visitor last chose with the switch; never used to redirect. */
export const LANG_COOKIE = 'hsa-lang';

/** 'es' for 'es' (Astro's current locale, a stored `lang`), 'en' for anything else. */
export function langOf(value: string | null | undefined): Lang {
  return value === 'es' ? 'es' : 'en';
}

export const otherLang = (lang: Lang): Lang => (lang === 'es' ? 'en' : 'es');

const SPANISH_PREFIX = /^\/es(?=\/|$|\?|#)/;

/** The language of a path: '/es/events' is Spanish, '/events' and '/estudio' English. */
export function langOfPath(path: string): Lang {
  return SPANISH_PREFIX.test(path) ? 'es' : 'en';
}

/**
 * `path` (with its query and hash) in `lang`: '/events?month=2026-11#list' in Spanish is
 * '/es/events?month=2026-11#list'; '/es/' in English is '/'.
 */
export function pathIn(lang: Lang, path: string): string {
  const english = path.replace(SPANISH_PREFIX, '') || '/';
  const bare = english.startsWith('/') ? english : `/${english}`;
  if (lang === 'en') return bare;
  // The Spanish home is '/es', its query and hash following at once: '/?x=1' is '/es?x=1'.
  return /^\/(?:[?#]|$)/.test(bare) ? `/es${bare.slice(1)}` : `/es${bare}`;
}

/**
 * The language of the page being drawn: Astro's current locale, or the address's for a page drawn outside
 * the locale's routes (the 404 page drawn for an unknown '/es/...' address).
 */
export function langOfPage(locale: string | null | undefined, pathname: string): Lang {
  return langOf(locale) === 'es' || langOfPath(pathname) === 'es' ? 'es' : 'en';
}
