import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { getPublicSheet } from './signups-api';
import { SIGNUP_KEYS } from './keys';

/**
 * An event's public sheet, null when it has none: one declaration for the read and what invalidates it.
 * Signing up is in use-sign-up.ts, loaded with the sheet's form.
 */
export const publicSheetQuery = (eventId: string | null) =>
  queryOptions({
    queryKey: SIGNUP_KEYS.sheet(eventId),
    queryFn: eventId === null ? skipToken : ({ signal }) => getPublicSheet(eventId, { signal }),
    meta: { failure: 'The volunteer sign-up sheet failed to load' },
  });

export const usePublicSheet = (eventId: string | null) => useQuery(publicSheetQuery(eventId));
