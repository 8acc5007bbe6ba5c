/**
 * The Reimbursements tab's pure rules (docs/decisions/036): the request's total, dollars as the treasurer reads them,
 * school-year labels, who may record a payment, and the moves the action forms send. The rules themselves
 * (stageMoveSchema, refuseMove) are the server's, from workflow.ts: one schema, checked in both places.
 */
import type { FieldProblems } from '../../shared/admin/problems';
import { issueProblems } from '../../shared/admin/problems';
import { parseDecimal } from '../forms';
import type { Submission } from '../submissions';
import { REIMBURSEMENT_MESSAGES } from './reimbursements-messages';
import {
  isApprover,
  latestEntry,
  refuseMove,
  requestTotal,
  stageMoveSchema,
  stageOf,
  type Check,
  type Officer,
  type StageFields,
  type StageMove,
} from './workflow';

export { formatDollars } from '../forms';

/** A school year by its first year, as officers write it: 2026 -> '2026-27'. */
export const schoolYearLabel = (year: number): string => `${year}-${String((year + 1) % 100).padStart(2, '0')}`;

const cents = (amount: number): number => Math.round(amount * 100);

/** What the checks add up to, without float drift. */
export const checksTotal = (checks: ReadonlyArray<Pick<Check, 'amount'>>): number =>
  checks.reduce((sum, check) => sum + cents(check.amount), 0) / 100;

/** The officer whose name is on the latest approval, who may not record the payment (two officers sign off). */
export function approvedBy(row: StageFields): string | null {
  return latestEntry(row, 'approved')?.by ?? null;
}

/** Whether `officer` approved the row, so that recording its payment is another officer's to do (by account). */
export const approvedByOfficer = (row: StageFields, officer: Officer | undefined): boolean =>
  stageOf(row) === 'approved' && officer !== undefined && isApprover(row, officer);

/** A check line as typed into the payment form. */
export interface CheckDraft {
  number: string;
  amount: string;
  date: string;
}

export const emptyCheck = (date: string): CheckDraft => ({ number: '', amount: '', date });

/** What the typed checks add up to so far; lines without an amount count as nothing. */
export const draftsTotal = (drafts: readonly CheckDraft[]): number =>
  checksTotal(drafts.map((draft) => ({ amount: parseDecimal(draft.amount) ?? 0 })));

/** The key of a problem that is about the whole move, not one field. */
export const MOVE_PROBLEM = 'move';

export type CheckedMove = { move: StageMove; problems?: undefined } | { move?: undefined; problems: FieldProblems };

/** The per-check limit's refusal for one check alone, in the rule's own words; null within the limit. */
const overLimit = (check: Check): string | null =>
  refuseMove({ stage: 'approved' }, Number.POSITIVE_INFINITY, { stage: 'paid', checks: [check] }, NOBODY)?.message ?? null;

/** An officer who approved nothing, for checking a check on its own. */
const NOBODY: Officer = { id: '', name: '', createdAt: '' };

/**
 * The move an action form sends, or the problems that keep it from being sent by field path ('note',
 * 'checks.0.amount', MOVE_PROBLEM for the move as a whole): the shared schema first, then the stage rules as
 * the server will apply them (the $250.00 per check, the checks within the total, two officers).
 */
export function checkedMove(row: Submission, candidate: unknown, officer: Officer): CheckedMove {
  const parsed = stageMoveSchema.safeParse(candidate);
  if (!parsed.success) return { problems: issueProblems(parsed.error.issues) };
  const move = parsed.data;
  if (move.stage === 'paid') {
    const lines: FieldProblems = {};
    move.checks.forEach((check, index) => {
      const problem = overLimit(check);
      if (problem) lines[`checks.${index}.amount`] = problem;
    });
    if (Object.keys(lines).length > 0) return { problems: lines };
  }
  const refusal = refuseMove(row, requestTotal(row.form_data), move, officer);
  return refusal ? { problems: { [MOVE_PROBLEM]: refusal.message } } : { move };
}

/** The payment form's checks as a move: an amount that is no plain number is named as such, not as NaN. */
export function checkedPayment(row: Submission, drafts: readonly CheckDraft[], officer: Officer): CheckedMove {
  const amounts = drafts.map((draft) => parseDecimal(draft.amount));
  const typed: FieldProblems = {};
  amounts.forEach((amount, index) => {
    if (amount === null) typed[`checks.${index}.amount`] = REIMBURSEMENT_MESSAGES.amountNeeded;
  });
  const checks = drafts.map((draft, index) => ({ number: draft.number, amount: amounts[index] ?? 0, date: draft.date }));
  const checked = checkedMove(row, { stage: 'paid', checks }, officer);
  if (Object.keys(typed).length === 0) return checked;
  return { problems: { ...(checked.problems ?? {}), ...typed } };
}
