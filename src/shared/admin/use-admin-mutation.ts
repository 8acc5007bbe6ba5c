/**
 * One way for every admin change (bulletproof-react's `features/x/api/` model): a feature's hook names the
 * call, the toasts and what the change makes stale; the screen only says what happens next.
 */
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { notifySuccess } from '../notify';
import { logUnlessRefused, notifyFailure } from './report';

export interface AdminMutation<TVariables, TData> {
  /** `[feature, call]`: the feature's loading overlay counts it (useAdminBusy). */
  mutationKey: readonly [string, ...string[]];
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** The success toast, when there is one (SPEC section 8). */
  done?: (data: TData, variables: TVariables) => string;
  /**
   * The failure toast, followed by the server's reason (notifyFailure); null: the server's message alone.
   * `{ inPlace }`: no toast, as the screen shows a refusal (400, 409) where the person acted, so that it is
   * read out once (the reimbursement moves, docs/decisions/036); any other failure is logged with that text.
   */
  failed: string | null | ((variables: TVariables) => string | null) | { inPlace: string };
  /** After a success, before the screen moves on: the image calls of a save, a row put into its page. */
  after?: (data: TData, variables: TVariables, client: QueryClient) => unknown;
  /**
   * The queries the change makes stale, refetched before the change counts as finished, so the screen comes
   * back to fresh data. Also after a failure: a refused edit (409) means the screen's data was stale.
   */
  invalidates?: readonly QueryKey[];
}

export function useAdminMutation<TVariables, TData>(options: AdminMutation<TVariables, TData>) {
  const client = useQueryClient();
  const { mutationKey, mutationFn, done, failed, after, invalidates } = options;
  return useMutation({
    mutationKey,
    mutationFn,
    onSuccess: async (data: TData, variables: TVariables) => {
      if (done) notifySuccess(done(data, variables));
      await after?.(data, variables, client);
    },
    onError: (error: Error, variables: TVariables) => {
      if (typeof failed === 'object' && failed !== null) return logUnlessRefused(failed.inPlace, error);
      notifyFailure(typeof failed === 'function' ? failed(variables) : failed, error);
    },
    onSettled: () => Promise.all((invalidates ?? []).map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
