import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignupInput } from '../core/signup-schema';
import { signUp } from './signups-api';
import { publicSheetQuery } from './use-public-sheet';

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
