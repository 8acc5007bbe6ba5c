import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { listOpenSheets, OPEN_SHEETS_KEY } from './open-sheets-api';

/** What a page drawn on request read of the open sheets: the ids of the events to come that still take volunteers. */
export interface ServedOpenSheets {
  eventIds: string[];
  readAt: string;
}

/**
 * The events whose sheets still take volunteers (docs/decisions/066), for the lists' "Volunteers needed" mark. A
 * page drawn on request hands over what it read, so the marks are in its HTML and nothing moves; otherwise the
 * list is read here (a failure is logged, and the lists show no mark).
 */
export function useVolunteersWanted(served?: ServedOpenSheets): ReadonlySet<string> {
  const { data } = useQuery({
    queryKey: OPEN_SHEETS_KEY,
    queryFn: async ({ signal }) => (await listOpenSheets({ signal })).map((sheet) => sheet.event_id),
    initialData: served?.eventIds,
    initialDataUpdatedAt: served && Date.parse(served.readAt),
    staleTime: 60_000,
    meta: { failure: '[signups] the open sign-up sheets failed to load' },
  });
  return useMemo(() => new Set(data ?? []), [data]);
}
