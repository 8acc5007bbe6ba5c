import { useCallback, useEffect, useRef, useState } from 'react';

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

const stateEventItem = (): string | null => {
  const item: unknown = (history.state as { event_item?: unknown } | null)?.event_item;
  return typeof item === 'string' && item ? item : null;
};

/** The event the address or the navigation state opens, if any. */
export const eventIdFromAddress = (): string | null => eventIdFromPath() ?? stateEventItem();

/**
 * Which event's popup is open, kept in the address: /events/{id} opens it cold, an `event_item` in the
 * navigation state opens it too (SPEC section 4), opening one pushes /events/{id} so it can be shared,
 * and Back closes it.
 */
export function useEventAddress() {
  const [openId, setOpenId] = useState<string | null>(null);
  const pushed = useRef(false);

  useEffect(() => {
    setOpenId(eventIdFromAddress());
    const onPop = () => {
      pushed.current = false;
      setOpenId(eventIdFromAddress());
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const open = useCallback((id: string) => {
    history.pushState({ event_item: id }, '', `${EVENTS_PATH}/${encodeURIComponent(id)}${window.location.search}`);
    pushed.current = true;
    setOpenId(id);
  }, []);

  const close = useCallback(() => {
    if (pushed.current) {
      // Back to the address before the popup opened; popstate clears the id.
      history.back();
      return;
    }
    history.replaceState(null, '', `${EVENTS_PATH}${window.location.search}`);
    setOpenId(null);
  }, []);

  return { openId, open, close };
}
