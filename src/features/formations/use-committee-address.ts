import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

export const COMMITTEES_PATH = '/committees';

/** The slug of /committees/{slug} (the rewrite serves the committees page for it, docs/decisions/002); null on /committees. */
function committeeSlugFromPath(): string | null {
  const [page, segment] = window.location.pathname.split('/').filter(Boolean);
  if (page !== 'committees' || !segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The shareable address of a committee's popup. */
export const committeeUrl = (slug: string): string => `${window.location.origin}${COMMITTEES_PATH}/${encodeURIComponent(slug)}`;

// The address is the store: Back and Forward tell through popstate, this page's own pushes and replaces here.
const listeners = new Set<() => void>();
const addressChanged = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/**
 * Which committee's popup is open, kept in the address: /committees/{slug} opens it cold, opening one from
 * the list pushes its address so it can be shared, and Back closes it. Nothing is open while the prebuilt
 * page hydrates (the server knows no address).
 */
export function useCommitteeAddress() {
  const openSlug = useSyncExternalStore(subscribe, committeeSlugFromPath, () => null);
  // Whether this page pushed the open popup's address, so closing it is going Back.
  const pushed = useRef(false);
  useEffect(() => {
    const forget = () => {
      pushed.current = false;
    };
    window.addEventListener('popstate', forget);
    return () => window.removeEventListener('popstate', forget);
  }, []);

  const open = useCallback((slug: string) => {
    history.pushState(null, '', `${COMMITTEES_PATH}/${encodeURIComponent(slug)}${window.location.search}`);
    pushed.current = true;
    addressChanged();
  }, []);

  const close = useCallback(() => {
    if (pushed.current) {
      // Back to the list's address; popstate closes the popup.
      history.back();
      return;
    }
    history.replaceState(null, '', `${COMMITTEES_PATH}${window.location.search}`);
    addressChanged();
  }, []);

  return { openSlug, open, close };
}
