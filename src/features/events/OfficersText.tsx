import { useLang } from '../../shared/i18n/text-context';

/**
 * An officers' text inside the page's own words (an event's title, a grade's name): English only for now, so
 * marked lang="en" on a Spanish page (docs/decisions/068); on an English page it is the bare text, as before.
 */
export function OfficersText({ children }: { children: string }) {
  return useLang() === 'es' ? <span lang="en">{children}</span> : children;
}
