import { useQuery } from '@tanstack/react-query';
import { type GradeEventCard, listGradeMonthEvents, PUBLIC_EVENT_KEYS } from './events-api';

/** What the page drawn on request read for one month, and when (docs/decisions/044). */
export interface ServedMonth {
  month: string;
  /** The address named the month (`?month=yyyy-MM`); otherwise it is the month the page was drawn in. */
  named: boolean;
  events: GradeEventCard[];
  readAt: string;
  /** The events to come whose sign-up sheets still take volunteers, as the page read them (docs/decisions/066). */
  open?: string[];
}

/**
 * A grade page's events of one month `yyyy-MM` (SPEC, Grade detail); a failure is logged and shows none.
 * The month the server drew starts from what it read, and is read again once that is a minute old.
 */
export const useGradeMonthEvents = (gradeSlug: string, month: string, served: ServedMonth) => {
  const fromServer = served.month === month ? served : undefined;
  return useQuery({
    queryKey: PUBLIC_EVENT_KEYS.gradeMonth(gradeSlug, month),
    queryFn: ({ signal }) => listGradeMonthEvents(gradeSlug, month, { signal }),
    initialData: fromServer?.events,
    initialDataUpdatedAt: fromServer && Date.parse(fromServer.readAt),
    meta: { failure: '[EG05] grade events failed to load' },
  });
};
