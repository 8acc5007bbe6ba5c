import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cancelSignup, getManageView } from './signups-api';
import { SIGNUP_KEYS } from './keys';

/** What a volunteer's manage link shows, null for an unknown link; nothing is read while the address is not known yet. */
export const useManage = (token: string | null) =>
  useQuery({
    queryKey: SIGNUP_KEYS.manage(token),
    queryFn: token === null ? skipToken : ({ signal }) => getManageView(token, { signal }),
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
