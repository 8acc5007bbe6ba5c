import { skipToken, useQuery } from '@tanstack/react-query';
import { listHomeEvents, PUBLIC_EVENT_KEYS } from './events-api';

/**
 * The home page's upcoming events from a day `yyyy-MM-dd` (SPEC, Home; null until the browser knows today);
 * a failure is logged and shows none.
 */
export const useHomeEvents = (today: string | null) =>
  useQuery({
    queryKey: PUBLIC_EVENT_KEYS.home(today),
    queryFn: today === null ? skipToken : ({ signal }) => listHomeEvents(today, { signal }),
    meta: { failure: '[EG06] home events failed to load' },
  });
