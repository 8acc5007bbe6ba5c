import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cancelSignup, getManageView } from './signups-api';
import { SIGNUP_KEYS } from './keys';

/** What a volunteer's manage link shows, null for an unknown link; a page drawn with it starts from its read. */
export const useManage = (token: string) =>
  useQuery({
    queryKey: SIGNUP_KEYS.manage(token),
    queryFn: ({ signal }) => getManageView(token, { signal }),
    meta: { failure: 'The sign-up failed to load' },
  });

/** Cancels the sign-up of the link: its answer (status 'cancelled') becomes what the page shows. */
export function useCancelSignup(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => cancelSignup(token),
    onSuccess: (view) => client.setQueryData(SIGNUP_KEYS.manage(token), view),
  });
}
