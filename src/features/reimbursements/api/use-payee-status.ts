import { skipToken, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api-client';
import type { ReimbursementStatus } from '../workflow';
import { isStatusToken } from '../payee-status';
import { loadReimbursementStatus } from '../payee-status-api';
import { REIMBURSEMENT_KEYS } from './keys';

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
    queryKey: REIMBURSEMENT_KEYS.status(token),
    queryFn: token === null ? skipToken : isStatusToken(token) ? ({ signal }) => statusOrNull(token, signal) : () => null,
    meta: { failure: 'The reimbursement status failed to load' },
  });
