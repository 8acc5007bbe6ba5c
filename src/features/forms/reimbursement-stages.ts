/**
 * The treasurer's reimbursement workflow (issue 19, DESIGN section 9): the stages a reimbursement request
 * moves through, who may move it, and the checks that pay it. Pure rules shared by the dashboard and the
 * form-data function; the spec's Unread/Read `status` is separate and unchanged.
 */
import { z } from '../../shared/zod';

export const STAGES = ['submitted', 'approved', 'paid', 'declined'] as const;
export type Stage = (typeof STAGES)[number];

/** The spec's limit per check (SPEC section 9: "Reimbursement max $250.00 per check"). */
export const MAX_CHECK_AMOUNT = 250;

export interface StageEntry {
  stage: Stage;
  /** The officer's name. */
  by: string;
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

/** Where each stage may go: submitted -> approved or declined; approved -> paid or declined; the rest are final. */
export const NEXT_STAGES: Readonly<Record<Stage, readonly Stage[]>> = {
  submitted: ['approved', 'declined'],
  approved: ['paid', 'declined'],
  paid: [],
  declined: [],
};

const checkSchema = z.object({
  number: z.string().trim().min(1, 'Please enter the check number.').max(20, 'Please use at most 20 characters.'),
  amount: z.number().positive('A check must be for more than $0.00.'),
  date: z.iso.date('Please enter the date the check was written.'),
});

/** `update_fields` of a stage move (DESIGN section 9). */
export const stageMoveSchema = z.discriminatedUnion('stage', [
  z.object({ stage: z.literal('approved'), note: z.string().trim().max(500).optional() }),
  z.object({ stage: z.literal('declined'), note: z.string().trim().min(1, 'Please give a reason for declining.').max(500) }),
  z.object({ stage: z.literal('paid'), checks: z.array(checkSchema).min(1, 'Please record at least one check.').max(10) }),
]);
export type StageMove = z.infer<typeof stageMoveSchema>;

export type StageRefusal =
  | { status: 409; code: 'FINAL_STAGE' | 'WRONG_STAGE' | 'SAME_OFFICER'; message: string }
  | { status: 400; code: 'CHECK_OVER_LIMIT' | 'CHECKS_OVER_TOTAL'; message: string };

const cents = (amount: number): number => Math.round(amount * 100);

/** Why a move is refused, or null when it may be made. `officer` is the name of the officer moving it. */
export function refuseMove(row: StageFields, total: number, move: StageMove, officer: string): StageRefusal | null {
  const from = stageOf(row);
  if (NEXT_STAGES[from].length === 0) {
    return { status: 409, code: 'FINAL_STAGE', message: `This request is already ${from}; it cannot be changed.` };
  }
  if (!NEXT_STAGES[from].includes(move.stage)) {
    return { status: 409, code: 'WRONG_STAGE', message: `A ${from} request cannot be marked ${move.stage}.` };
  }
  if (move.stage === 'paid') {
    const approval = [...(row.stage_history ?? [])].reverse().find((entry) => entry.stage === 'approved');
    if (approval?.by === officer) {
      return {
        status: 409,
        code: 'SAME_OFFICER',
        message: 'Two officers sign off: the officer who approved this request cannot record its payment.',
      };
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
  officer: string,
  at: string,
): Required<Pick<StageFields, 'stage' | 'stage_history'>> & StageFields {
  const note = move.stage === 'paid' ? undefined : move.note || undefined;
  const entry: StageEntry = note ? { stage: move.stage, by: officer, at, note } : { stage: move.stage, by: officer, at };
  return {
    stage: move.stage,
    stage_history: [...(row.stage_history ?? []), entry],
    ...(move.stage === 'paid' ? { checks: move.checks.map((check) => ({ ...check, number: check.number.trim() })) } : {}),
  };
}

/** The school year holding a day (July 1 to June 30), named by its first year: 2026-11-23 -> 2026. */
export const schoolYearOf = (day: string): number => {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month >= 7 ? year : year - 1;
};

/** The first and last day of school year `year` (2026 -> 2026-07-01 .. 2027-06-30). */
export const schoolYearRange = (year: number): { start: string; end: string } => ({ start: `${year}-07-01`, end: `${year + 1}-06-30` });

/** What a visitor reads for each stage: the dashboard's badge and the payee's status page. */
export const STAGE_LABELS: Readonly<Record<Stage, string>> = {
  submitted: 'Submitted',
  approved: 'Approved',
  paid: 'Paid',
  declined: 'Declined',
};

/** Sums of one school year's requests, in dollars (docs/decisions/035). */
export interface StageTotals {
  /** Requests submitted in the year. */
  count: number;
  /** Their totals, whatever their stage. */
  requested: number;
  /** Totals of the requests approved (approved or paid). */
  approved: number;
  /** The checks written. */
  paid: number;
}

/**
 * GET /v1/user_auth/form-data/reimbursement_request/totals?school_year=YYYY. `by_activity` has one entry per
 * associated committee or activity (a request naming two counts in both) and `activity: null` for requests
 * naming none; `years` lists the school years that have requests, newest first, always with the current one.
 */
export interface SchoolYearTotals {
  school_year: number;
  start: string;
  end: string;
  overall: StageTotals;
  by_activity: Array<StageTotals & { activity: string | null }>;
  years: number[];
}

/** GET /v1/api/reimbursement-status/{token}: what the payee sees, and nothing more (DESIGN section 9). */
export interface ReimbursementStatus {
  stage: Stage;
  total: number;
  submitted_at: string;
  /** Starts with `{ stage: 'submitted', at: submitted_at }`. */
  history: Array<{ stage: Stage; at: string }>;
  checks: Array<{ amount: number; date: string }>;
}
