/**
 * Refreshes the prebuilt pages' editable texts and contacts (docs/decisions/018): elements marked
 * data-site-text (text), data-site-href (a web address) or data-site-email (mailto link and its text) get
 * the stored values. Text only, never HTML; addresses only when safe. Without JavaScript, or when the call
 * fails, the build-time defaults stay. A text with a Spanish version (docs/decisions/070) shows it on a
 * Spanish page, and its English, marked lang="en", where there is none.
 */
import { safeHref } from '../../shared/links';
import { langOf, type Lang } from '../../shared/i18n/lang';
import { langAttributeOf, officerText } from '../../shared/i18n/officer-text';
import type { SiteContent } from './site-content';
import { loadPublicSiteContent } from './content-api';

const MARKED = '[data-site-text], [data-site-href], [data-site-email]';

/** The text at a dotted path ('links.volunteering') of the content; undefined unless it is a non-empty string. */
function valueAt(content: SiteContent, path: string | undefined): string | undefined {
  let node: unknown = content;
  for (const key of path?.split('.') ?? [])
    node = typeof node === 'object' && node !== null && Object.hasOwn(node, key) ? Reflect.get(node, key) : undefined;
  return typeof node === 'string' && node ? node : undefined;
}

/** The texts officers also write in Spanish, and where their Spanish is. */
const SPANISH_OF: Readonly<Record<string, keyof SiteContent>> = { welcomeText: 'welcomeText_es', mission: 'mission_es' };

/**
 * What an element marked data-site-text="`path`" shows on `lang`'s page: the text and the `lang` attribute it
 * needs ('en' for English on a Spanish page, undefined for none); undefined when the content has no such text.
 */
export function refreshedText(
  content: SiteContent,
  path: string | undefined,
  lang: Lang,
): { text: string; lang: 'en' | undefined } | undefined {
  const english = valueAt(content, path);
  if (english === undefined) return undefined;
  const spanishPath = path !== undefined && Object.hasOwn(SPANISH_OF, path) ? SPANISH_OF[path] : undefined;
  // A text no officer writes in Spanish (a name) is shown as it is.
  if (spanishPath === undefined) return { text: english, lang: undefined };
  const shown = officerText(english, valueAt(content, spanishPath), lang);
  return { text: shown.text, lang: langAttributeOf(lang, shown) };
}

function applySiteContent(content: SiteContent, root: ParentNode = document): void {
  const lang = langOf(document.documentElement.lang);
  for (const element of root.querySelectorAll<HTMLElement>('[data-site-text]')) {
    const shown = refreshedText(content, element.dataset.siteText, lang);
    if (shown === undefined) continue;
    element.textContent = shown.text;
    if (shown.lang) element.lang = shown.lang;
    else element.removeAttribute('lang');
  }
  for (const element of root.querySelectorAll<HTMLAnchorElement>('a[data-site-href]')) {
    const href = safeHref(valueAt(content, element.dataset.siteHref) ?? '');
    if (href?.startsWith('http')) element.href = href;
  }
  for (const element of root.querySelectorAll<HTMLAnchorElement>('a[data-site-email]')) {
    const email = valueAt(content, element.dataset.siteEmail);
    if (email && /^[^\s@<>]+@[^\s@<>]+$/.test(email)) {
      element.href = `mailto:${email}`;
      element.textContent = email;
    }
  }
}

export function refreshSiteContent(): void {
  if (!document.querySelector(MARKED)) return;
  loadPublicSiteContent()
    .then((content) => applySiteContent(content))
    .catch((error: unknown) => console.error('[EG08] site content failed to load', error));
}
