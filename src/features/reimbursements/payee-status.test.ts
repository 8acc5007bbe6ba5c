import { describe, expect, it } from 'vitest';
import type { ReimbursementStatus } from './workflow';
import { checkDay, isStatusToken, statusDay, statusMoney, statusSteps, statusTokenFromPath } from './payee-status';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
const submitted = '2026-11-24T15:05:00.000Z';
const status = (history: ReimbursementStatus['history'], stage = history.at(-1)!.stage): ReimbursementStatus => ({
  stage,
  total: 312.4,
  submitted_at: submitted,
  history,
  checks: [],
});
const shape = (steps: ReturnType<typeof statusSteps>) => steps.map(({ label, at, current }) => ({ label, at, current }));

describe('the status link (docs/decisions/035)', () => {
  it('a token is 43 characters of base64url', () => {
    expect(TOKEN).toHaveLength(43);
    expect(isStatusToken(TOKEN)).toBe(true);
    expect(isStatusToken(TOKEN.slice(1))).toBe(false);
    expect(isStatusToken(`${TOKEN}a`)).toBe(false);
    expect(isStatusToken(`${TOKEN.slice(1)}=`)).toBe(false);
    expect(isStatusToken(`${TOKEN.slice(1)}/`)).toBe(false);
  });

  it('the token is the address segment after the page, with or without a trailing slash', () => {
    expect(statusTokenFromPath(`/volunteers/reimbursement-status/${TOKEN}`)).toBe(TOKEN);
    expect(statusTokenFromPath(`/volunteers/reimbursement-status/${TOKEN}/`)).toBe(TOKEN);
    expect(statusTokenFromPath('/volunteers/reimbursement-status/')).toBe('');
    expect(statusTokenFromPath('/volunteers/reimbursement-status/a/b')).toBe('');
  });
});

describe('the payee’s steps', () => {
  it('a submitted request has Approved and Paid still ahead', () => {
    expect(shape(statusSteps(status([{ stage: 'submitted', at: submitted }])))).toEqual([
      { label: 'Submitted', at: submitted, current: true },
      { label: 'Approved', at: null, current: false },
      { label: 'Paid', at: null, current: false },
    ]);
  });

  it('a paid request has every step with its date, the last one current', () => {
    const history = [
      { stage: 'submitted', at: submitted },
      { stage: 'approved', at: '2026-11-25T14:00:00.000Z' },
      { stage: 'paid', at: '2026-11-30T16:00:00.000Z' },
    ] as const;
    expect(shape(statusSteps(status([...history])))).toEqual([
      { label: 'Submitted', at: submitted, current: false },
      { label: 'Approved', at: '2026-11-25T14:00:00.000Z', current: false },
      { label: 'Paid', at: '2026-11-30T16:00:00.000Z', current: true },
    ]);
  });

  it('a declined request ends at Declined, with nothing ahead, wherever it was declined', () => {
    const declinedAt = '2026-11-26T14:00:00.000Z';
    expect(
      shape(
        statusSteps(
          status([
            { stage: 'submitted', at: submitted },
            { stage: 'declined', at: declinedAt },
          ]),
        ),
      ),
    ).toEqual([
      { label: 'Submitted', at: submitted, current: false },
      { label: 'Declined', at: declinedAt, current: true },
    ]);
    const afterApproval = statusSteps(
      status([
        { stage: 'submitted', at: submitted },
        { stage: 'approved', at: submitted },
        { stage: 'declined', at: declinedAt },
      ]),
    );
    expect(afterApproval.map((step) => step.label)).toEqual(['Submitted', 'Approved', 'Declined']);
  });

  it('an answer without history still shows the submission', () => {
    expect(shape(statusSteps(status([], 'submitted')))[0]).toEqual({ label: 'Submitted', at: submitted, current: true });
  });
});

describe('dates and amounts as the payee reads them', () => {
  it('a time is its day in New York', () => {
    expect(statusDay('2026-11-24T15:05:00.000Z')).toBe('November 24, 2026');
    // 11:30 p.m. in New York is already the next day in UTC.
    expect(statusDay('2026-11-25T04:30:00.000Z')).toBe('November 24, 2026');
    expect(statusDay('not a date')).toBe('');
  });

  it('a check’s day is the day written on it, whatever the zone', () => {
    expect(checkDay('2026-11-30')).toBe('November 30, 2026');
    expect(checkDay('2026-02-30')).toBe('');
    expect(checkDay('30/11/2026')).toBe('');
  });

  it('amounts are dollars with cents', () => {
    expect(statusMoney(312.4)).toBe('$312.40');
    expect(statusMoney(1250)).toBe('$1,250.00');
  });
});

describe('the status page in Spanish', () => {
  it('reads the token of the Spanish address too', () => {
    expect(statusTokenFromPath(`/es/volunteers/reimbursement-status/${TOKEN}`)).toBe(TOKEN);
    expect(statusTokenFromPath(`/es/volunteers/reimbursement-status/${TOKEN}/`)).toBe(TOKEN);
    expect(statusTokenFromPath(`/fr/volunteers/reimbursement-status/${TOKEN}`)).toBe('');
  });

  it('writes its days in Spanish, in New York', () => {
    expect(statusDay('2026-11-25T04:30:00.000Z', 'es')).toBe('24 de noviembre de 2026');
    expect(checkDay('2026-11-30', 'es')).toBe('30 de noviembre de 2026');
  });

  it('names the steps with the labels it is given', () => {
    const labels = { submitted: 'Enviada', approved: 'Aprobada', paid: 'Pagada', declined: 'No aprobada' };
    expect(statusSteps(status([{ stage: 'submitted', at: submitted }]), labels).map((step) => step.label)).toEqual([
      'Enviada',
      'Aprobada',
      'Pagada',
    ]);
  });
});
