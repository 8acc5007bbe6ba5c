/**
 * The treasurer's reimbursement workflow (DESIGN section 9, docs/decisions/035): the stages a reimbursement request
 * moves through, who may move it, and the checks that pay it. Pure rules shared by the dashboard and the
 * form-data function: one schema and one set of stage rules, which the action forms check before sending
 * (checkedMove) as the server does on arrival. The spec's Unread/Read `status` is separate and unchanged.
 */
import { isValid } from 'date-fns';
import { schoolToday } from '../events';
import { z } from '../../shared/zod';
import { parseDecimal } from '../forms';
import type { Submission } from '../submissions';
import { issueProblems, type FieldProblems } from '../../shared/admin/problems';
import { REIMBURSEMENT_MESSAGES } from './reimbursements-messages';
import type { ReimbursementStatus, Stage } from './stages';

export { STAGES, STAGE_LABELS, type ReimbursementStatus, type Stage } from './stages';

/** The spec's limit per check (SPEC section 9: "Reimbursement max $250.00 per check"). */
export const MAX_CHECK_AMOUNT = 250;

export interface StageEntry {
  stage: Stage;
  /** The officer's name as it was shown then. */
  by: string;
  /** The officer's account (user id); absent on entries written before accounts were named. */
  by_id?: string;
  /** ISO 8601. */
  at: string;
  note?: string;
}

export interface Check {
  number: string;
  amount: number;
  /** yyyy-MM-dd. */
  date: string;
}

/** What a reimbursement row carries of the workflow; rows stored before it read as submitted. */
export interface StageFields {
  stage?: Stage;
  stage_history?: StageEntry[];
  checks?: Check[];
}

export const stageOf = (row: StageFields): Stage => row.stage ?? 'submitted';

/**
 * The version a stage move names (DESIGN section 9): 1 when stored, raised by each move; a row stored before
 * versions is at the version its moves give.
 */
export const rowVersion = (row: StageFields & { version?: number }): number => row.version ?? (row.stage_history ?? []).length + 1;

/** The latest move of a row to `stage` (who approved it, when it was paid), if any. */
export const latestEntry = (row: StageFields, stage: Stage): StageEntry | undefined =>
  [...(row.stage_history ?? [])].reverse().find((entry) => entry.stage === stage);

/** Where each stage may go: submitted -> approved or declined; approved -> paid or declined; the rest are final. */
export const NEXT_STAGES: Readonly<Record<Stage, readonly Stage[]>> = {
  submitted: ['approved', 'declined'],
  approved: ['paid', 'declined'],
  paid: [],
  declined: [],
};

const checkSchema = z.object({
  number: z.string().trim().min(1, 'Please enter the check number.').max(20, 'Please use at most 20 characters.'),
  amount: z
    .number('Please enter the amount of the check.')
    .positive('A check must be for more than $0.00.')
    .multipleOf(0.01, 'Please enter the amount in dollars and cents.'),
  date: z.iso.date('Please enter the date the check was written.'),
});

/** `update_fields` of a stage move (DESIGN section 9). */
export const stageMoveSchema = z.discriminatedUnion(
  'stage',
  [
    z.object({ stage: z.literal('approved'), note: z.string().trim().max(500, 'Please keep the note under 500 characters.').optional() }),
    z.object({
      stage: z.literal('declined'),
      note: z
        .string('Please give a reason for declining.')
        .trim()
        .min(1, 'Please give a reason for declining.')
        .max(500, 'Please keep the reason under 500 characters.'),
    }),
    z.object({
      stage: z.literal('paid'),
      checks: z
        .array(checkSchema, 'Please record the checks.')
        .min(1, 'Please record at least one check.')
        .max(10, 'Please record at most 10 checks.'),
    }),
  ],
  'stage must be approved, declined or paid.',
);
export type StageMove = z.infer<typeof stageMoveSchema>;

/** Who moves a request: the account, not its display name (DESIGN section 9). */
export interface Officer {
  id: string;
  name: string;
  /** When the account was made (ISO 8601). */
  createdAt: string;
}

const TWO_OFFICERS_MESSAGE = 'Two officers sign off: the officer who approved this request cannot record its payment.';
export const NEWER_ACCOUNT_MESSAGE =
  'Two officers sign off: an account made after this request was approved cannot record its payment. Ask an officer whose account is older.';

export type StageRefusal =
  | { status: 409; code: 'FINAL_STAGE' | 'WRONG_STAGE' | 'SAME_OFFICER' | 'NEWER_ACCOUNT'; message: string }
  | { status: 400; code: 'CHECK_OVER_LIMIT' | 'CHECKS_OVER_TOTAL'; message: string };

const cents = (amount: number): number => Math.round(amount * 100);

/**
 * Whether `officer` is the one who approved: by account when the entry names it, by name on entries written
 * before accounts were named.
 */
const madeBy = (approval: StageEntry, officer: Pick<Officer, 'id' | 'name'>) =>
  approval.by_id ? approval.by_id === officer.id : approval.by === officer.name;

/** Whether `officer` made the row's latest approval, so that recording its payment is another officer's to do. */
export const isApprover = (row: StageFields, officer: Pick<Officer, 'id' | 'name'>): boolean => {
  const approval = latestEntry(row, 'approved');
  return approval !== undefined && madeBy(approval, officer);
};

/**
 * Why a move is refused, or null when it may be made. The payment's officer is another account than the
 * approver's, and one that existed at the approval: a second account made afterwards (by the approver or
 * anyone) is not a second officer who was there to check it (docs/decisions/049).
 */
export function refuseMove(row: StageFields, total: number, move: StageMove, officer: Officer): StageRefusal | null {
  const from = stageOf(row);
  if (NEXT_STAGES[from].length === 0) {
    return { status: 409, code: 'FINAL_STAGE', message: `This request is already ${from}; it cannot be changed.` };
  }
  if (from === move.stage) {
    return { status: 409, code: 'WRONG_STAGE', message: `This request is already ${from}.` };
  }
  if (!NEXT_STAGES[from].includes(move.stage)) {
    const why = move.stage === 'paid' ? 'it must be approved before its payment is recorded' : `it cannot be marked ${move.stage}`;
    return { status: 409, code: 'WRONG_STAGE', message: `This request is ${from}: ${why}.` };
  }
  if (move.stage === 'paid') {
    const approval = latestEntry(row, 'approved');
    if (approval && madeBy(approval, officer)) return { status: 409, code: 'SAME_OFFICER', message: TWO_OFFICERS_MESSAGE };
    if (approval && Date.parse(officer.createdAt) > Date.parse(approval.at)) {
      return { status: 409, code: 'NEWER_ACCOUNT', message: NEWER_ACCOUNT_MESSAGE };
    }
    if (move.checks.some((check) => cents(check.amount) > cents(MAX_CHECK_AMOUNT))) {
      return { status: 400, code: 'CHECK_OVER_LIMIT', message: 'The HSA cannot reimburse more than $250.00 per check.' };
    }
    const paid = move.checks.reduce((sum, check) => sum + cents(check.amount), 0);
    if (paid > cents(total)) {
      return { status: 400, code: 'CHECKS_OVER_TOTAL', message: 'The checks add up to more than the request’s total.' };
    }
  }
  return null;
}

/** The row's workflow fields after a move that `refuseMove` allowed. */
export function applyMove(
  row: StageFields,
  move: StageMove,
  officer: Officer,
  at: string,
): Required<Pick<StageFields, 'stage' | 'stage_history'>> & StageFields {
  const note = move.stage === 'paid' ? undefined : move.note || undefined;
  const signed = { stage: move.stage, by: officer.name, by_id: officer.id, at };
  const entry: StageEntry = note ? { ...signed, note } : signed;
  return {
    stage: move.stage,
    stage_history: [...(row.stage_history ?? []), entry],
    ...(move.stage === 'paid' ? { checks: move.checks.map((check) => ({ ...check, number: check.number.trim() })) } : {}),
  };
}

/** A stored reimbursement row, as far as the workflow reads it. */
export interface ReimbursementRow extends StageFields {
  reference?: string;
  submission_date: string;
  form_data: Record<string, unknown>;
}

/** The request's total: the Reimbursement Total the parent asked for, else the invoice sum (docs/decisions/035). */
export function requestTotal(formData: Record<string, unknown>): number {
  return parseDecimal(formData.reimbursement_total) ?? parseDecimal(formData.reimburesment_total) ?? 0;
}

/** The day (yyyy-MM-dd) of an instant in the school's time zone, or null when it is no date. */
export function schoolDay(iso: string): string | null {
  const date = new Date(iso);
  return isValid(date) ? schoolToday(date) : null;
}

/** Today in the school's zone, `yyyy-MM-dd`: the date a check written now carries (the events' own rule). */
export { schoolToday };

/** What the payee's status link shows (DESIGN section 9): no names, no notes, no contact details. */
export function publicStatus(row: ReimbursementRow): ReimbursementStatus {
  return {
    ...(row.reference ? { reference: row.reference } : {}),
    stage: stageOf(row),
    total: requestTotal(row.form_data),
    submitted_at: row.submission_date,
    history: [{ stage: 'submitted', at: row.submission_date }, ...(row.stage_history ?? []).map(({ stage, at }) => ({ stage, at }))],
    checks: (row.checks ?? []).map(({ amount, date }) => ({ amount, date })),
  };
}

// The action forms' side (docs/decisions/036): sums, who may record a payment, and the moves the forms send.

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

/** What is left to pay on a request once its checks are counted, or by how much they go over its total (to the cent). */
export function leftToPay(total: number, checked: number): { amount: number; over: boolean } {
  const difference = cents(total) - cents(checked);
  return { amount: Math.abs(difference) / 100, over: difference < 0 };
}

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
