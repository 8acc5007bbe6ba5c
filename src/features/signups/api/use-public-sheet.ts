import { queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignupInput } from '../core/signup-schema';
import { getPublicSheet, signUp } from './signups-api';
import { SIGNUP_KEYS } from './keys';

/** An event's public sheet, null when it has none: one declaration for the read and what invalidates it. */
export const publicSheetQuery = (eventId: string | null) =>
  queryOptions({
    queryKey: SIGNUP_KEYS.sheet(eventId),
    queryFn: eventId === null ? skipToken : ({ signal }) => getPublicSheet(eventId, { signal }),
    meta: { failure: 'The volunteer sign-up sheet failed to load' },
  });

export const usePublicSheet = (eventId: string | null) => useQuery(publicSheetQuery(eventId));

/**
 * A parent's sign-up for one slot. The sheet is read again whatever the answer: a refusal (a full or closed
 * sheet, a removed slot) also means what the page showed was out of date.
 */
export function useSignUp(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SignupInput) => signUp(eventId, input),
    onSettled: () => client.invalidateQueries({ queryKey: publicSheetQuery(eventId).queryKey }),
  });
}
