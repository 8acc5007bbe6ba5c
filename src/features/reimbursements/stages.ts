/**
 * The stages of a reimbursement request and what its payee sees of them (DESIGN section 9): apart from the
 * workflow's rules (workflow.ts), so that the payee's status page loads no schema library with them.
 */
export const STAGES = ['submitted', 'approved', 'paid', 'declined'] as const;
export type Stage = (typeof STAGES)[number];

/** What a visitor reads for each stage: the dashboard's badge and the payee's status page. */
export const STAGE_LABELS: Readonly<Record<Stage, string>> = {
  submitted: 'Submitted',
  approved: 'Approved',
  paid: 'Paid',
  declined: 'Declined',
};

/** GET /v1/api/reimbursement-status/{token}: what the payee sees, and nothing more (DESIGN section 9). */
export interface ReimbursementStatus {
  /** The short reference the payee quotes (docs/decisions/055); absent for a request stored before references. */
  reference?: string;
  stage: Stage;
  total: number;
  submitted_at: string;
  /** Starts with `{ stage: 'submitted', at: submitted_at }`. */
  history: Array<{ stage: Stage; at: string }>;
  checks: Array<{ amount: number; date: string }>;
}
