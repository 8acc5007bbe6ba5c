import { useSyncExternalStore } from 'react';

/** For a store that never changes after hydration: only its server snapshot and its browser one differ. */
export const subscribeToNothing = () => () => {};

/**
 * False while the server prebuilds an island and while React hydrates it, true from the next render on: what
 * only the browser knows (the address) can then be read in render without a hydration mismatch.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
