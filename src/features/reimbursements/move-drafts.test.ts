import { describe, expect, it } from 'vitest';
import {
  approvedBy,
  approvedByOfficer,
  checkedMove,
  checkedPayment,
  checksTotal,
  draftsTotal,
  formatDollars,
  MOVE_PROBLEM,
  schoolYearLabel,
  type CheckDraft,
} from './move-drafts';
import type { Submission } from '../submissions';
import { REIMBURSEMENT_MESSAGES } from './reimbursements-messages';
import type { Officer } from './workflow';

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

describe('the Reimbursements tab', () => {
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

  it('knows who approved, so the same officer is told to leave the payment to another', () => {
    expect(approvedBy(approved('100'))).toBe('Alex Admin');
    expect(approvedBy(request('100'))).toBeNull();
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
