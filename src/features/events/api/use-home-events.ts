import { useQuery } from '@tanstack/react-query';
import { listHomeEvents } from '../events-api';

/** The home page's upcoming events from a day `yyyy-MM-dd` (SPEC, Home); a failure is logged and shows none. */
export const useHomeEvents = (today: string) =>
  useQuery({
    queryKey: ['events', 'home', today],
    queryFn: ({ signal }) => listHomeEvents(today, { signal }),
    meta: { failure: '[EG06] home events failed to load' },
  });
