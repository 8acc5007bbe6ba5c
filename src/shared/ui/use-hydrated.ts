import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

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
