import { useCallback, useState } from 'react';

/**
 * Counts the admin calls in flight, so the loading overlay (SPEC section 8) stays up until the last one ends
 * even when calls overlap (a reload started by a status change while a download runs).
 */
export function useBusy(): { busy: boolean; track: <T>(call: Promise<T>) => Promise<T> } {
  const [inFlight, setInFlight] = useState(0);
  const track = useCallback(<T>(call: Promise<T>): Promise<T> => {
    setInFlight((count) => count + 1);
    return call.finally(() => setInFlight((count) => count - 1));
  }, []);
  return { busy: inFlight > 0, track };
}
