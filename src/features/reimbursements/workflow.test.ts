import { describe, expect, it } from 'vitest';
import {
  applyMove,
  approvedBy as approverOf,
  approvedByOfficer,
  checkedMove,
  checkedPayment,
  checksTotal,
  draftsTotal,
  leftToPay,
  MOVE_PROBLEM,
  type CheckDraft,
  NEWER_ACCOUNT_MESSAGE,
  publicStatus,
  refuseMove,
  requestTotal,
  rowVersion,
  stageMoveSchema,
  stageOf,
  type Officer,
  type StageFields,
  type ReimbursementRow,
  type StageMove,
} from './workflow';
import { schoolYearLabel, schoolYearOf, schoolYearOfRow, schoolYearRange, schoolYearTotals } from './school-year-totals';
import { formatDollars } from '../forms';
import type { Submission } from '../submissions';
import { REIMBURSEMENT_MESSAGES } from './reimbursements-messages';

const AT = '2026-11-23T15:00:00.000Z';
const OLD_ACCOUNT = '2025-08-01T12:00:00.000Z';
/** An officer's account: its id from the name, made long before the moves. */
const officer = (name: string, createdAt = OLD_ACCOUNT): Officer => ({ id: name.toLowerCase(), name, createdAt });
const approvedBy = (name: string): StageFields => ({
  stage: 'approved',
  stage_history: [{ stage: 'approved', by: name, by_id: name.toLowerCase(), at: AT }],
});
const paid = (...amounts: number[]): StageMove => ({
  stage: 'paid',
  checks: amounts.map((amount, index) => ({ number: String(1001 + index), amount, date: '2026-11-24' })),
});

describe('reimbursement stages', () => {
  it('reads a row stored before the workflow as submitted', () => {
    expect(stageOf({})).toBe('submitted');
    expect(stageOf({ stage: 'paid' })).toBe('paid');
  });

  it('moves submitted to approved or declined, approved to paid or declined', () => {
    expect(refuseMove({}, 100, { stage: 'approved' }, officer('Alex'))).toBeNull();
    expect(refuseMove({}, 100, { stage: 'declined', note: 'No receipt' }, officer('Alex'))).toBeNull();
    expect(refuseMove(approvedBy('Alex'), 100, paid(100), officer('Sam'))).toBeNull();
    expect(refuseMove(approvedBy('Alex'), 100, { stage: 'declined', note: 'Over budget' }, officer('Sam'))).toBeNull();
  });

  it('refuses a skipped stage and any move of a final one with 409', () => {
    expect(refuseMove({}, 100, paid(100), officer('Sam'))).toMatchObject({ status: 409, code: 'WRONG_STAGE' });
    expect(refuseMove(approvedBy('Alex'), 100, { stage: 'approved' }, officer('Sam'))).toMatchObject({ status: 409, code: 'WRONG_STAGE' });
    for (const stage of ['paid', 'declined'] as const) {
      expect(refuseMove({ stage }, 100, { stage: 'declined', note: 'x' }, officer('Sam'))).toMatchObject({
        status: 409,
        code: 'FINAL_STAGE',
      });
    }
  });

  it('lets the officer who approved not record the payment: two officers sign off', () => {
    expect(refuseMove(approvedBy('Alex'), 100, paid(100), officer('Alex'))).toMatchObject({ status: 409, code: 'SAME_OFFICER' });
  });

  it('tells the two officers apart by account, not by the name shown', () => {
    const renamed = { ...officer('Alex'), name: 'Alex Admin (2)' };
    expect(refuseMove(approvedBy('Alex'), 100, paid(100), renamed)).toMatchObject({ status: 409, code: 'SAME_OFFICER' });
    const namesake = { ...officer('Sam'), name: 'Alex' };
    expect(refuseMove(approvedBy('Alex'), 100, paid(100), namesake)).toBeNull();
  });

  it('refuses the payment of an account made after the approval (a second account of the approver)', () => {
    const newer = officer('Sam', '2026-11-23T15:00:01.000Z');
    expect(refuseMove(approvedBy('Alex'), 100, paid(100), newer)).toMatchObject({
      status: 409,
      code: 'NEWER_ACCOUNT',
      message: NEWER_ACCOUNT_MESSAGE,
    });
    expect(refuseMove(approvedBy('Alex'), 100, paid(100), officer('Sam', AT))).toBeNull();
  });

  it('compares names for an approval written before accounts were named', () => {
    const legacy: StageFields = { stage: 'approved', stage_history: [{ stage: 'approved', by: 'Alex', at: AT }] };
    expect(refuseMove(legacy, 100, paid(100), officer('Alex'))).toMatchObject({ code: 'SAME_OFFICER' });
    expect(refuseMove(legacy, 100, paid(100), officer('Sam'))).toBeNull();
  });

  it('reads the version of a row stored before versions from its moves', () => {
    expect(rowVersion({})).toBe(1);
    expect(rowVersion(approvedBy('Alex'))).toBe(2);
    expect(rowVersion({ ...approvedBy('Alex'), version: 7 })).toBe(7);
  });

  it('holds each check to $250.00 and the checks to the total, to the cent', () => {
    expect(refuseMove(approvedBy('Alex'), 400, paid(250.01), officer('Sam'))).toMatchObject({
      status: 400,
      code: 'CHECK_OVER_LIMIT',
      message: 'The HSA cannot reimburse more than $250.00 per check.',
    });
    expect(refuseMove(approvedBy('Alex'), 400, paid(250, 150), officer('Sam'))).toBeNull();
    expect(refuseMove(approvedBy('Alex'), 0.3, paid(0.1, 0.2), officer('Sam'))).toBeNull();
    expect(refuseMove(approvedBy('Alex'), 400, paid(250, 150.01), officer('Sam'))).toMatchObject({
      status: 400,
      code: 'CHECKS_OVER_TOTAL',
    });
  });

  it('records who moved the row, when, with the note, and the checks once paid', () => {
    const approved = applyMove({}, { stage: 'approved', note: 'Fine' }, officer('Alex'), AT);
    expect(approved).toEqual({
      stage: 'approved',
      stage_history: [{ stage: 'approved', by: 'Alex', by_id: 'alex', at: AT, note: 'Fine' }],
    });
    const done = applyMove(approved, paid(120), officer('Sam'), AT);
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

  it('says what the row is when the move does not fit it', () => {
    expect(refuseMove(approvedBy('Alex'), 100, { stage: 'approved' }, officer('Sam'))?.message).toBe('This request is already approved.');
    expect(refuseMove({}, 100, paid(100), officer('Sam'))?.message).toBe(
      'This request is submitted: it must be approved before its payment is recorded.',
    );
  });

  it("takes the request's total from the Reimbursement Total, else the invoice sum", () => {
    expect(requestTotal({ reimbursement_total: 70, reimburesment_total: 65 })).toBe(70);
    expect(requestTotal({ reimbursement_total: '118.50' })).toBe(118.5);
    expect(requestTotal({ reimburesment_total: 65 })).toBe(65);
    expect(requestTotal({})).toBe(0);
  });

  it('counts a submission in the school year of its New York day', () => {
    // 02:30 UTC on July 1 is still June 30 in Maryland.
    expect(schoolYearOfRow({ submission_date: '2027-07-01T02:30:00.000Z' })).toBe(2026);
    expect(schoolYearOfRow({ submission_date: '2027-07-01T05:00:00.000Z' })).toBe(2027);
    expect(schoolYearOfRow({ submission_date: 'not a date' })).toBeNull();
  });

  const row = (at: string, total: number, fields: StageFields & { reference?: string }, activities: string[] = []): ReimbursementRow => ({
    submission_date: at,
    form_data: {
      name: 'Pat Parent',
      phone: '301-555-0100',
      payto_address: '1 Main St',
      reimbursement_total: total,
      associated_activites: activities.map((value) => ({ value, label: value.toUpperCase() })),
    },
    ...fields,
  });

  it("shows the payee the stage, total, dates and checks, and nothing of the officers' or the payee's details", () => {
    const history = [
      { stage: 'approved' as const, by: 'Alex Admin', at: '2026-11-02T15:00:00.000Z', note: 'Board vote' },
      { stage: 'paid' as const, by: 'Terry Treasurer', at: '2026-11-05T15:00:00.000Z' },
    ];
    const status = publicStatus(
      row('2026-11-01T15:00:00.000Z', 370.5, {
        reference: 'HSA-2026-0142',
        stage: 'paid',
        stage_history: history,
        checks: [
          { number: '1001', amount: 250, date: '2026-11-05' },
          { number: '1002', amount: 120.5, date: '2026-11-05' },
        ],
      }),
    );
    expect(status).toEqual({
      reference: 'HSA-2026-0142',
      stage: 'paid',
      total: 370.5,
      submitted_at: '2026-11-01T15:00:00.000Z',
      history: [
        { stage: 'submitted', at: '2026-11-01T15:00:00.000Z' },
        { stage: 'approved', at: '2026-11-02T15:00:00.000Z' },
        { stage: 'paid', at: '2026-11-05T15:00:00.000Z' },
      ],
      checks: [
        { amount: 250, date: '2026-11-05' },
        { amount: 120.5, date: '2026-11-05' },
      ],
    });
    expect(JSON.stringify(publicStatus(row('2026-11-01T15:00:00.000Z', 10, {})))).not.toMatch(/Pat|301|Main|Alex|Board/);
  });

  it('sums a school year requested, approved and paid, overall and per committee or activity', () => {
    const totals = schoolYearTotals(
      [
        row('2026-09-01T15:00:00.000Z', 100.1, {}, ['fair']),
        row('2026-10-01T15:00:00.000Z', 0.2, approvedBy('Alex'), ['fair', 'gala']),
        row('2026-10-02T15:00:00.000Z', 300, {
          stage: 'paid',
          checks: [
            { number: '7', amount: 250, date: '2026-10-05' },
            { number: '8', amount: 40, date: '2026-10-05' },
          ],
        }),
        row('2026-10-03T15:00:00.000Z', 55, { stage: 'declined' }, ['gala']),
        // Another school year: not counted.
        row('2026-06-30T15:00:00.000Z', 999, {}, ['fair']),
      ],
      2026,
      [2025, 2026, 2026],
    );
    expect(totals.overall).toEqual({ count: 4, requested: 455.3, approved: 300.2, paid: 290 });
    expect(totals.by_activity).toEqual([
      { activity: null, count: 1, requested: 300, approved: 300, paid: 290 },
      { activity: 'FAIR', count: 2, requested: 100.3, approved: 0.2, paid: 0 },
      { activity: 'GALA', count: 2, requested: 55.2, approved: 0.2, paid: 0 },
    ]);
    expect(totals).toMatchObject({ school_year: 2026, start: '2026-07-01', end: '2027-06-30', years: [2026, 2025] });
  });
});

describe("the Reimbursements tab's action forms", () => {
  const AT = '2026-11-23T15:00:00.000Z';
  const request = (total: unknown, fields: Partial<Submission> = {}): Submission => ({
    _id: 'r1',
    form_type: 'reimbursement_request',
    status: 'INCOMPLETE',
    submission_date: AT,
    form_data: { name: 'Ann Lee', reimbursement_total: total, reimburesment_total: 12.5 },
    ...fields,
  });
  /** The officer by name, an account whose id is its first name. */
  const as = (name: string): Officer => ({ id: name.split(' ')[0]!.toLowerCase(), name, createdAt: '' });
  const approved = (total: unknown, by = 'Alex Admin') =>
    request(total, { stage: 'approved', stage_history: [{ stage: 'approved', by, by_id: as(by).id, at: AT, note: 'Fine' }] });
  const check = (number: string, amount: string, date = '2026-11-24'): CheckDraft => ({ number, amount, date });

  it('writes dollars with thousands separators and cents', () => {
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars(0.1 + 0.2)).toBe('$0.30');
    expect(formatDollars(0)).toBe('$0.00');
  });

  it('names a school year by its two calendar years', () => {
    expect(schoolYearLabel(2026)).toBe('2026-27');
    expect(schoolYearLabel(1999)).toBe('1999-00');
  });

  it('adds amounts in cents, without float drift', () => {
    expect(checksTotal([{ amount: 0.1 }, { amount: 0.2 }])).toBe(0.3);
    expect(draftsTotal([check('1', '250'), check('2', '120.50'), check('3', 'abc')])).toBe(370.5);
  });

  it('says what is left to pay, or by how much the checks go over the total, to the cent', () => {
    expect(leftToPay(370.5, 250)).toEqual({ amount: 120.5, over: false });
    expect(leftToPay(370.5, 370.5)).toEqual({ amount: 0, over: false });
    expect(leftToPay(83.97, 300)).toEqual({ amount: 216.03, over: true });
    expect(leftToPay(0.3, 0.1 + 0.2)).toEqual({ amount: 0, over: false });
  });

  it('knows who approved, so the same officer is told to leave the payment to another', () => {
    expect(approverOf(approved('100'))).toBe('Alex Admin');
    expect(approverOf(request('100'))).toBeNull();
    expect(approvedByOfficer(approved('100'), as('Alex Admin'))).toBe(true);
    expect(approvedByOfficer(approved('100'), as('Terry Treasurer'))).toBe(false);
    expect(approvedByOfficer(request('100'), as('Alex Admin'))).toBe(false);
    expect(approvedByOfficer(approved('100'), undefined)).toBe(false);
  });

  it('sends an approval with or without a note, and a decline only with a reason', () => {
    expect(checkedMove(request('100'), { stage: 'approved', note: '' }, as('Alex')).move).toEqual({ stage: 'approved', note: '' });
    expect(checkedMove(request('100'), { stage: 'declined', note: ' ' }, as('Alex')).problems).toEqual({
      note: 'Please give a reason for declining.',
    });
    expect(checkedMove(request('100'), { stage: 'declined', note: 'No receipt' }, as('Alex')).move).toEqual({
      stage: 'declined',
      note: 'No receipt',
    });
  });

  it('records checks of at most $250.00 each that add up to at most the total', () => {
    const row = approved('370.50');
    expect(checkedPayment(row, [check('1001', '250.00'), check(' 1002 ', '120.50')], as('Terry')).move).toEqual({
      stage: 'paid',
      checks: [
        { number: '1001', amount: 250, date: '2026-11-24' },
        { number: '1002', amount: 120.5, date: '2026-11-24' },
      ],
    });
    expect(checkedPayment(row, [check('1001', '250.01')], as('Terry')).problems).toEqual({
      'checks.0.amount': 'The HSA cannot reimburse more than $250.00 per check.',
    });
    expect(checkedPayment(row, [check('1001', '250'), check('1002', '200')], as('Terry')).problems).toEqual({
      [MOVE_PROBLEM]: 'The checks add up to more than the request’s total.',
    });
  });

  it('names each check field that is missing or not a number', () => {
    const problems = checkedPayment(approved('300'), [check('', 'abc', ''), check('7', '20')], as('Terry')).problems;
    expect(problems).toEqual({
      'checks.0.number': 'Please enter the check number.',
      'checks.0.amount': REIMBURSEMENT_MESSAGES.amountNeeded,
      'checks.0.date': 'Please enter the date the check was written.',
    });
    expect(checkedPayment(approved('300'), [], as('Terry')).problems).toEqual({ checks: 'Please record at least one check.' });
  });

  it('refuses the payment to the officer who approved, in the rule’s words', () => {
    expect(checkedPayment(approved('300', 'Terry'), [check('1', '20')], as('Terry')).problems?.[MOVE_PROBLEM]).toMatch(
      /^Two officers sign off/,
    );
  });
});
