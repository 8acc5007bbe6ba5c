import { usePopupAddress } from '../../shared/address';
import { pathIn, type Lang } from '../../shared/i18n/lang';
import { useLang } from '../../shared/i18n/text-context';

const COMMITTEES_PATH = '/committees';

/** The shareable address of a committee's popup, on the page's language's site (/es/committees/{slug} in Spanish). */
export const committeeUrl = (slug: string, lang: Lang): string =>
  `${window.location.origin}${pathIn(lang, `${COMMITTEES_PATH}/${encodeURIComponent(slug)}`)}`;

/** The committee an address names, /committees/{slug} or /es/committees/{slug}; else null. */
function committeeSlugFromPath(): string | null {
  const [first, segment] = pathIn('en', window.location.pathname).split('/').filter(Boolean);
  if (first !== 'committees' || !segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Which committee's popup is open, kept in the address: /committees/{slug} (under /es/ on the Spanish page)
 * opens it cold, opening one from the list pushes its address so it can be shared, and Back closes it.
 */
export function useCommitteeAddress() {
  const { openId, open, close } = usePopupAddress(pathIn(useLang(), COMMITTEES_PATH), committeeSlugFromPath);
  return { openSlug: openId, open, close };
}
