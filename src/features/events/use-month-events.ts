import { useCallback, useEffect, useState } from 'react';
import { listMonthEvents } from './events-api';
import type { EventView } from './event';

/**
 * A month's events for the calendar or the Events Manager, loaded again when the month changes or on
 * reload(). `round` changes with every load, so that a list can go back to its first page (SPEC section 4).
 * A load failure is only logged and leaves the list empty (SPEC section 8).
 */
export function useMonthEvents(month: string | null, { auth = false } = {}) {
  const [events, setEvents] = useState<EventView[]>([]);
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    if (!month) return;
    const controller = new AbortController();
    setLoading(true);
    listMonthEvents(month, { auth, signal: controller.signal })
      .then(setEvents)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[EG01] calendar events failed to load', error);
        setEvents([]);
      })
      .finally(() => {
        if (controller.signal.aborted) return;
        setLoading(false);
        setRound((value) => value + 1);
      });
    return () => controller.abort();
  }, [month, auth, reloads]);

  const reload = useCallback(() => setReloads((value) => value + 1), []);
  return { events, loading, round, reload };
}
