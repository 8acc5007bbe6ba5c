import { useLang } from './text-context';
import { officerText, langAttributeOf } from './officer-text';

/**
 * An officer's text in an island (docs/decisions/070): its Spanish version on a Spanish page where there is
 * one; otherwise the English, marked lang="en" on a Spanish page. On an English page it is the bare text.
 */
export function OfficerText({ en, es }: { en: string; es?: string | null }) {
  const lang = useLang();
  const shown = officerText(en, es, lang);
  const marked = langAttributeOf(lang, shown);
  return marked ? <span lang={marked}>{shown.text}</span> : shown.text;
}
