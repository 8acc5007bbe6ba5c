import { useLayoutEffect, useState, useSyncExternalStore } from 'react';

/** For a store that never changes after hydration: only its server snapshot and its browser one differ. */
export const subscribeToNothing = () => () => {};

/**
 * A value of the browser (the address, the clock) read in render: `readOnServer` while the server draws the
 * island and while the browser hydrates it, so the first render matches the HTML, and `read` from the next
 * render on, followed through `subscribe`. React's useSyncExternalStore takes the server's reading the same
 * way; Preact's, which the islands run on (docs/decisions/072), always reads the browser's, so every reading
 * that differs between the two goes through here.
 */
export function useBrowserValue<T>(subscribe: (onChange: () => void) => () => void, read: () => T, readOnServer: () => T): T {
  const [hydrated, setHydrated] = useState(false);
  // Before the browser paints: a component the page adds later shows the browser's value in its first frame.
  useLayoutEffect(() => setHydrated(true), []);
  return useSyncExternalStore(subscribe, hydrated ? read : readOnServer);
}

/**
 * False while the server prebuilds an island and while it hydrates, true from the next render on: what only
 * the browser knows (the address) can then be read in render without a hydration mismatch.
 */
export const useHydrated = (): boolean =>
  useBrowserValue(
    subscribeToNothing,
    () => true,
    () => false,
  );
