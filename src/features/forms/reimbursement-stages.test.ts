import { describe, expect, it } from 'vitest';
import {
  applyMove,
  refuseMove,
  schoolYearOf,
  schoolYearRange,
  stageMoveSchema,
  stageOf,
  type StageFields,
  type StageMove,
} from './reimbursement-stages';

const AT = '2026-11-23T15:00:00.000Z';
const approvedBy = (by: string): StageFields => ({ stage: 'approved', stage_history: [{ stage: 'approved', by, at: AT }] });
const paid = (...amounts: number[]): StageMove => ({
  stage: 'paid',
  checks: amounts.map((amount, index) => ({ number: String(1001 + index), amount, date: '2026-11-24' })),
});

describe('reimbursement stages (issue 19)', () => {
  it('reads a row stored before the workflow as submitted', () => {
    expect(stageOf({})).toBe('submitted');
    expect(stageOf({ stage: 'paid' })).toBe('paid');
  });

  it('moves submitted to approved or declined, approved to paid or declined', () => {
    expect(refuseMove({}, 100, { stage: 'approved' }, 'Alex')).toBeNull();
    expect(refuseMove({}, 100, { stage: 'declined', note: 'No receipt' }, 'Alex')).toBeNull();
    expect(refuseMove(approvedBy('Alex'), 100, paid(100), 'Sam')).toBeNull();
    expect(refuseMove(approvedBy('Alex'), 100, { stage: 'declined', note: 'Over budget' }, 'Sam')).toBeNull();
  });

  it('refuses a skipped stage and any move of a final one with 409', () => {
    expect(refuseMove({}, 100, paid(100), 'Sam')).toMatchObject({ status: 409, code: 'WRONG_STAGE' });
    expect(refuseMove(approvedBy('Alex'), 100, { stage: 'approved' }, 'Sam')).toMatchObject({ status: 409, code: 'WRONG_STAGE' });
    for (const stage of ['paid', 'declined'] as const) {
      expect(refuseMove({ stage }, 100, { stage: 'declined', note: 'x' }, 'Sam')).toMatchObject({ status: 409, code: 'FINAL_STAGE' });
    }
  });

  it('lets the officer who approved not record the payment: two officers sign off', () => {
    expect(refuseMove(approvedBy('Alex'), 100, paid(100), 'Alex')).toMatchObject({ status: 409, code: 'SAME_OFFICER' });
  });

  it('holds each check to $250.00 and the checks to the total, to the cent', () => {
    expect(refuseMove(approvedBy('Alex'), 400, paid(250.01), 'Sam')).toMatchObject({
      status: 400,
      code: 'CHECK_OVER_LIMIT',
      message: 'The HSA cannot reimburse more than $250.00 per check.',
    });
    expect(refuseMove(approvedBy('Alex'), 400, paid(250, 150), 'Sam')).toBeNull();
    expect(refuseMove(approvedBy('Alex'), 0.3, paid(0.1, 0.2), 'Sam')).toBeNull();
    expect(refuseMove(approvedBy('Alex'), 400, paid(250, 150.01), 'Sam')).toMatchObject({ status: 400, code: 'CHECKS_OVER_TOTAL' });
  });

  it('records who moved the row, when, with the note, and the checks once paid', () => {
    const approved = applyMove({}, { stage: 'approved', note: 'Fine' }, 'Alex', AT);
    expect(approved).toEqual({ stage: 'approved', stage_history: [{ stage: 'approved', by: 'Alex', at: AT, note: 'Fine' }] });
    const done = applyMove(approved, paid(120), 'Sam', AT);
    expect(done.stage).toBe('paid');
    expect(done.stage_history.map((entry) => `${entry.stage}:${entry.by}`)).toEqual(['approved:Alex', 'paid:Sam']);
    expect(done.checks).toEqual([{ number: '1001', amount: 120, date: '2026-11-24' }]);
  });

  it('requires a reason to decline and at least one valid check to pay', () => {
    expect(stageMoveSchema.safeParse({ stage: 'declined' }).success).toBe(false);
    expect(stageMoveSchema.safeParse({ stage: 'declined', note: '  ' }).success).toBe(false);
    expect(stageMoveSchema.safeParse({ stage: 'paid', checks: [] }).success).toBe(false);
    expect(stageMoveSchema.safeParse({ stage: 'paid', checks: [{ number: '1', amount: 0, date: '2026-11-24' }] }).success).toBe(false);
    expect(stageMoveSchema.safeParse({ stage: 'submitted' }).success).toBe(false);
    expect(stageMoveSchema.safeParse({ stage: 'approved' }).success).toBe(true);
  });

  it('names school years from July 1 to June 30', () => {
    expect(schoolYearOf('2026-11-23')).toBe(2026);
    expect(schoolYearOf('2027-06-30')).toBe(2026);
    expect(schoolYearOf('2027-07-01')).toBe(2027);
    expect(schoolYearRange(2026)).toEqual({ start: '2026-07-01', end: '2027-06-30' });
  });
});
