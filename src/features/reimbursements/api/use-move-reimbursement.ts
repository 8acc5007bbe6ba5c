import { useAdminMutation } from '../../../shared/admin/use-admin-mutation';
import { SUBMISSION_KEYS, type Submission } from '../../submissions';
import { REIMBURSEMENT_MESSAGES } from '../reimbursements-messages';
import { rowVersion, type StageMove } from '../workflow';
import { moveReimbursement } from '../workflow-api';
import { REIMBURSEMENT_KEYS } from './keys';

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
export const useMoveReimbursement = () =>
  useAdminMutation({
    mutationKey: ['forms', 'move'],
    mutationFn: ({ row, move }: ReimbursementMove) => moveReimbursement(row._id, rowVersion(row), move),
    done: (_moved, { move }) => REIMBURSEMENT_MESSAGES.done[move.stage],
    failed: { inPlace: 'A reimbursement move failed' },
    invalidates: [SUBMISSION_KEYS.allSubmissions('reimbursement_request'), REIMBURSEMENT_KEYS.allTotals],
  });
