/**
 * The reimbursements' query keys. The Reimbursements tab's start with 'forms', the Forms dashboard's name, so
 * that its loading overlay counts them (useAdminBusy('forms')); the tab's rows are the submissions feature's
 * (SUBMISSION_KEYS).
 */
export const REIMBURSEMENT_KEYS = {
  /** Every school year's totals: what a move makes stale. */
  allTotals: ['forms', 'totals'] as const,
  /** A school year's totals; null: the current school year. */
  totals: (year: number | null) => ['forms', 'totals', year] as const,
  /** The payee's view of a request, by its status link's token (docs/decisions/037). */
  status: (token: string | null) => ['forms', 'reimbursement-status', token] as const,
};
