import { useAdminMutation } from '../../../shared/admin/use-admin-mutation';
import type { ReimbursementFilter } from '../../reimbursements';
import { statusAction, withRow } from '../dashboard-model';
import { DASHBOARD_TOASTS } from '../submissions-messages';
import type { FormType } from '../../forms';
import type { Submission } from '../submissions';
import type { SubmissionPage } from '../form-data-api';
import { setSubmissionStatus } from '../form-data-api';
import { SUBMISSION_KEYS } from './keys';

/**
 * A row marked read or unread (SPEC section 4): the row the server answers takes its place in the page shown,
 * so it moves to its new section without the page being read again.
 */
export const useSetSubmissionStatus = (formType: FormType, page: number, filter?: ReimbursementFilter) =>
  useAdminMutation({
    mutationKey: ['forms', 'status'],
    mutationFn: (row: Submission) => setSubmissionStatus(formType, row._id, statusAction(row.status).next),
    done: (_updated, row) => statusAction(row.status).done,
    failed: DASHBOARD_TOASTS.markReadFailed,
    after: (updated, _row, client) =>
      client.setQueryData<SubmissionPage>(SUBMISSION_KEYS.submissions(formType, page, filter), (shown) => shown && withRow(shown, updated)),
  });
