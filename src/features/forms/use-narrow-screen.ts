import { useSyncExternalStore } from 'react';
import { NARROW_MAX_WIDTH } from '../../shared/ui/use-slider';

const QUERY = `(max-width: ${NARROW_MAX_WIDTH}px)`;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True on narrow screens (770 px or less, SPEC section 9), following the window as it is resized. */
export const useNarrowScreen = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
