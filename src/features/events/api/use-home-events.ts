import { skipToken, useQuery } from '@tanstack/react-query';
import { type HomeEvent, listHomeEvents, PUBLIC_EVENT_KEYS } from './events-api';

/** What the home page drawn on request read (docs/decisions/054): the upcoming events from `today`, and when. */
export interface ServedHome {
  today: string;
  events: HomeEvent[];
  readAt: string;
  /** The events to come whose sign-up sheets still take volunteers, as the page read them (docs/decisions/066). */
  open?: string[];
}

/**
 * The home page's upcoming events from a day `yyyy-MM-dd` (SPEC, Home; null until the browser knows today);
 * a failure is logged and shows none. The day the server drew starts from what it read, and is read again
 * once that is a minute old.
 */
export const useHomeEvents = (today: string | null, served?: ServedHome) => {
  const fromServer = served && served.today === today ? served : undefined;
  return useQuery({
    queryKey: PUBLIC_EVENT_KEYS.home(today),
    queryFn: today === null ? skipToken : ({ signal }) => listHomeEvents(today, { signal }),
    initialData: fromServer?.events,
    initialDataUpdatedAt: fromServer && Date.parse(fromServer.readAt),
    meta: { failure: '[EG06] home events failed to load' },
  });
};
