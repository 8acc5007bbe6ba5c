import { useCallback, useEffect } from 'react';
import { langOfPath } from './i18n/lang';
import { useBrowserValue } from './ui/use-hydrated';

// The address is the store: Back and Forward tell through popstate, a page's own pushes and replaces through
// addressChanged(). One store for every part of a page that keeps state in the address (month, open popup).
const listeners = new Set<() => void>();

/** Call after history.pushState or replaceState, so that every reader of the address renders again. */
export const addressChanged = (): void => listeners.forEach((listener) => listener());

export function subscribeToAddress(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/**
 * The decoded segment of /{page}/{segment} (a deep link: docs/decisions/002, 045), or of its Spanish twin
 * /es/{page}/{segment} (docs/decisions/068); else null.
 */
export function pathSegment(page: string): string | null {
  const [first, segment] = window.location.pathname
    .split('/')
    .filter(Boolean)
    .slice(langOfPath(window.location.pathname) === 'es' ? 1 : 0);
  if (first !== page || !segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

const noState = (): null => null;

/**
 * The popups' base paths whose open item this page pushed, so that closing it is going Back. Kept for the
 * page, not for one island: one island may open an item whose popup another shows (docs/decisions/080).
 */
const pushedPopups = new Set<string>();

/**
 * Takes the named queries out of the address, in place (no history entry), once the island holds what they
 * asked for; `withHash` takes the hash too when one of them was there.
 */
export function dropQueries(names: readonly string[], withHash = false): void {
  const url = new URL(window.location.href);
  if (!names.some((name) => url.searchParams.has(name))) return;
  for (const name of names) url.searchParams.delete(name);
  if (withHash) url.hash = '';
  window.history.replaceState(window.history.state, '', url);
}

/**
 * Which item's popup is open, kept in the address: /{page}/{id} opens it cold, opening one pushes its address
 * (with `stateFor(id)` as the history state) so it can be shared, and Back closes it. `openFromAddress` reads
 * the open item; nothing is open while a prebuilt page hydrates (its server knew no address), and what a
 * page drawn on request drew open (`drawnOpenId`) while it hydrates. `stateFor` must be a stable function
 * (module level).
 */
export function usePopupAddress(
  basePath: string,
  openFromAddress: () => string | null,
  stateFor: (id: string) => unknown = noState,
  drawnOpenId: string | null = null,
) {
  const openId = useBrowserValue(subscribeToAddress, openFromAddress, () => drawnOpenId);
  useEffect(() => {
    const forget = () => pushedPopups.delete(basePath);
    window.addEventListener('popstate', forget);
    return () => window.removeEventListener('popstate', forget);
  }, [basePath]);

  const open = useCallback(
    (id: string) => {
      history.pushState(stateFor(id), '', `${basePath}/${encodeURIComponent(id)}${window.location.search}`);
      pushedPopups.add(basePath);
      addressChanged();
    },
    [basePath, stateFor],
  );

  const close = useCallback(() => {
    if (pushedPopups.has(basePath)) {
      // Back to the address before the popup opened; popstate closes it.
      history.back();
      return;
    }
    history.replaceState(null, '', `${basePath}${window.location.search}`);
    addressChanged();
  }, [basePath]);

  return { openId, open, close };
}
