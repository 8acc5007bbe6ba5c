import { NO_FILTER, type ReimbursementFilter } from '../../reimbursements/list-filter';
import type { FormType } from '../../forms/form-types';

/** The Forms dashboard's query keys: `['forms', resource, ...params]`. */
export const FORM_KEYS = {
  /** Every page of a form's submissions, whatever the filter: what a change makes stale. */
  allSubmissions: (formType: FormType) => ['forms', 'submissions', formType] as const,
  submissions: (formType: FormType, page: number, filter: ReimbursementFilter = NO_FILTER) =>
    ['forms', 'submissions', formType, page, filter.stage, filter.year] as const,
  activities: ['forms', 'activities'] as const,
  allTotals: ['forms', 'totals'] as const,
  /** A school year's reimbursement totals; null: the current school year. */
  totals: (year: number | null) => ['forms', 'totals', year] as const,
};
