import { useMutation, useQueryClient } from '@tanstack/react-query';
import { actionableReason } from '../../../shared/api-client';
import { notifySuccess } from '../../../shared/notify';
import type { Submission } from '../../forms/form-types';
import { REIMBURSEMENT_MESSAGES } from '../reimbursements-messages';
import { rowVersion, type StageMove } from '../workflow';
import { moveReimbursement } from '../../submissions/form-data-api';
import { FORM_KEYS } from '../../submissions/api/keys';

export interface ReimbursementMove {
  row: Submission;
  move: StageMove;
}

/**
 * A reimbursement moved to its next stage (DESIGN section 9). The rows and the totals are read again before
 * the move counts as done, and after a refusal too: a 409 means another officer moved the row first, and the
 * officer sees what it became. A refusal is not toasted: the form shows the server's text where the officer
 * acted (docs/decisions/036), so it is read out once.
 */
export function useMoveReimbursement() {
  const client = useQueryClient();
  const refetch = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: FORM_KEYS.allSubmissions('reimbursement_request') }),
      client.invalidateQueries({ queryKey: FORM_KEYS.allTotals }),
    ]);
  return useMutation({
    mutationKey: ['forms', 'move'],
    mutationFn: ({ row, move }: ReimbursementMove) => moveReimbursement(row._id, rowVersion(row), move),
    onSuccess: (_moved, { move }) => notifySuccess(REIMBURSEMENT_MESSAGES.done[move.stage]),
    // A refusal is an answer, not a fault; anything else is logged too (SPEC section 8).
    onError: (error) => {
      if (!actionableReason(error)) console.error('A reimbursement move failed', error);
    },
    onSettled: refetch,
  });
}
