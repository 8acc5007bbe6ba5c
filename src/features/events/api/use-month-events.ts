import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import type { EventView } from '../core/event';
import { listMonthEvents, PUBLIC_EVENT_KEYS } from './events-api';

const NO_EVENTS: readonly EventView[] = [];

/**
 * A month's events for the calendar (the Events Manager reads its months with the token: admin-events.ts).
 * While another month loads, the last one stays on screen. `shown` is false until this month's own events are
 * in, or its load has failed (the list shows its placeholder meanwhile). A load failure is only logged and
 * leaves the list empty (SPEC section 8).
 */
export function useMonthEvents(month: string | null) {
  const { data, isPending, isFetching, isPlaceholderData } = useQuery({
    queryKey: PUBLIC_EVENT_KEYS.month(month),
    queryFn: month === null ? skipToken : ({ signal }) => listMonthEvents(month, { signal }),
    placeholderData: keepPreviousData,
    meta: { failure: '[EG01] calendar events failed to load' },
  });
  return {
    events: data ?? NO_EVENTS,
    loading: isFetching,
    shown: !isPending && !isPlaceholderData,
  };
}
