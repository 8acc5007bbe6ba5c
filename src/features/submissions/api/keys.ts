import type { FormType } from '../../forms';
import { NO_FILTER, type ReimbursementFilter } from '../../reimbursements';

/**
 * The Forms dashboard's query keys: `['forms', resource, ...params]`, under the screen's name so that its
 * loading overlay counts them (useAdminBusy('forms')). The Reimbursements tab's totals are in
 * src/features/reimbursements/api/keys.ts.
 */
export const SUBMISSION_KEYS = {
  /** Every page of a form's submissions, whatever the filter: what a change makes stale. */
  allSubmissions: (formType: FormType) => ['forms', 'submissions', formType] as const,
  submissions: (formType: FormType, page: number, filter: ReimbursementFilter = NO_FILTER) =>
    ['forms', 'submissions', formType, page, filter.stage, filter.year] as const,
  activities: ['forms', 'activities'] as const,
  /**
   * A reimbursement's receipt (its index into form_data.receipts). Not under 'forms': the row shows its own
   * placeholder, the screen's overlay stays for the screen's calls (docs/decisions/027).
   */
  receipt: (rowId: string, index: number) => ['receipts', rowId, index] as const,
};
