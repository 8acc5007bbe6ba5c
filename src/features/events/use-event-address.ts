import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

export const EVENTS_PATH = '/events';

/** The id of /events/{id} (the rewrite serves this page for it, docs/decisions/002); null on /events. */
function eventIdFromPath(): string | null {
  const segment = window.location.pathname.split('/').filter(Boolean)[1];
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function stateEventItem(): string | null {
  const state: unknown = history.state;
  const item = typeof state === 'object' && state !== null && 'event_item' in state ? state.event_item : null;
  return typeof item === 'string' && item ? item : null;
}

/** The event the address or the navigation state opens, if any. */
export const eventIdFromAddress = (): string | null => eventIdFromPath() ?? stateEventItem();

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
 * Which event's popup is open, kept in the address: /events/{id} opens it cold, an `event_item` in the
 * navigation state opens it too (SPEC section 4), opening one pushes /events/{id} so it can be shared,
 * and Back closes it. Nothing is open while the prebuilt page hydrates.
 */
export function useEventAddress() {
  const openId = useSyncExternalStore(subscribe, eventIdFromAddress, () => null);
  // Whether this page pushed the address of the open popup, so closing it is going Back.
  const pushed = useRef(false);
  useEffect(() => {
    const forget = () => {
      pushed.current = false;
    };
    window.addEventListener('popstate', forget);
    return () => window.removeEventListener('popstate', forget);
  }, []);

  const open = useCallback((id: string) => {
    history.pushState({ event_item: id }, '', `${EVENTS_PATH}/${encodeURIComponent(id)}${window.location.search}`);
    pushed.current = true;
    addressChanged();
  }, []);

  const close = useCallback(() => {
    if (pushed.current) {
      // Back to the address before the popup opened; popstate closes it.
      history.back();
      return;
    }
    history.replaceState(null, '', `${EVENTS_PATH}${window.location.search}`);
    addressChanged();
  }, []);

  return { openId, open, close };
}
