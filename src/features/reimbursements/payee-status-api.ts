/**
 * The payee's status call (DESIGN section 9) and its hook: GET /v1/api/reimbursement-status/{token}, public.
 * The answer is read through a schema, so the page shows only what the contract names and nothing a server
 * might add.
 */
import { skipToken, useQuery } from '@tanstack/react-query';
import { ApiError, apiCall } from '../../shared/api-client';
import { isStatusToken } from './payee-status';
import type { ReimbursementStatus } from './stages';

/** The answer and its schema arrive together: the schema's code is asked for as the call is sent. */
export async function loadReimbursementStatus(token: string, { signal }: { signal?: AbortSignal } = {}): Promise<ReimbursementStatus> {
  const [results, { reimbursementStatusSchema }] = await Promise.all([
    apiCall<unknown>(`/v1/api/reimbursement-status/${encodeURIComponent(token)}`, { signal }),
    import('./payee-status-schema'),
  ]);
  return reimbursementStatusSchema.parse(results);
}

/** The query key of the payee's view of a request, by its status link's token (docs/decisions/037). */
export const payeeStatusKey = (token: string | null) => ['forms', 'reimbursement-status', token] as const;

/** The request's status, or null when the token is unknown (404): an answer the page states kindly, not a failure to log. */
async function statusOrNull(token: string, signal: AbortSignal): Promise<ReimbursementStatus | null> {
  try {
    return await loadReimbursementStatus(token, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The payee's view of one reimbursement request by the token of its private link; null while the address is
 * not read yet. A token of the wrong shape is unknown without asking the server, as the server would say.
 */
export const usePayeeStatus = (token: string | null) =>
  useQuery({
    queryKey: payeeStatusKey(token),
    queryFn: token === null ? skipToken : isStatusToken(token) ? ({ signal }) => statusOrNull(token, signal) : () => null,
    meta: { failure: 'The reimbursement status failed to load' },
  });
