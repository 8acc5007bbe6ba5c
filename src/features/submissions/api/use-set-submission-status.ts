import { useAdminMutation } from '../../../shared/admin/use-admin-mutation';
import type { ReimbursementFilter } from '../../reimbursements/list-filter';
import { statusAction, withRow } from '../dashboard-model';
import { FORM_MESSAGES } from '../../forms/forms-messages';
import type { FormType, Submission } from '../../forms/form-types';
import type { SubmissionPage } from '../form-data-api';
import { setSubmissionStatus } from '../form-data-api';
import { FORM_KEYS } from './keys';

/**
 * A row marked read or unread (SPEC section 4): the row the server answers takes its place in the page shown,
 * so it moves to its new section without the page being read again.
 */
export const useSetSubmissionStatus = (formType: FormType, page: number, filter?: ReimbursementFilter) =>
  useAdminMutation({
    mutationKey: ['forms', 'status'],
    mutationFn: (row: Submission) => setSubmissionStatus(formType, row._id, statusAction(row.status).next),
    done: (_updated, row) => statusAction(row.status).done,
    failed: FORM_MESSAGES.markReadFailed,
    after: (updated, _row, client) =>
      client.setQueryData<SubmissionPage>(FORM_KEYS.submissions(formType, page, filter), (shown) => shown && withRow(shown, updated)),
  });
