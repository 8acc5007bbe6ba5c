import { describe, expect, it } from 'vitest';
import { currentSchoolYear, filterFromSearch, filterParams, filterSearch, NO_FILTER, withStage, withYear } from './list-filter';

describe("the Reimbursements tab's filter in the address", () => {
  it('reads the stage and the year, a stage alone meaning this school year', () => {
    expect(filterFromSearch('?tab=reimbursement_request&stage=approved&year=2025', 2026)).toEqual({ stage: 'approved', year: 2025 });
    expect(filterFromSearch('?tab=reimbursement_request&stage=paid', 2026)).toEqual({ stage: 'paid', year: 2026 });
    expect(filterFromSearch('?year=2024', 2026)).toEqual({ stage: null, year: 2024 });
    expect(filterFromSearch('?tab=reimbursement_request&stage=lost&year=20x6', 2026)).toEqual(NO_FILTER);
  });

  it('writes the address and the list call’s parameters', () => {
    expect(filterSearch({ stage: 'approved', year: 2026 })).toBe('?tab=reimbursement_request&stage=approved&year=2026');
    expect(filterSearch(NO_FILTER)).toBe('?tab=reimbursement_request');
    expect(filterParams({ stage: 'declined', year: 2026 })).toBe('&stage=declined&school_year=2026');
    expect(filterParams({ stage: null, year: 2025 })).toBe('&school_year=2025');
    expect(filterParams(NO_FILTER)).toBe('');
  });

  it('gives a chosen stage a year, and all years only with all stages', () => {
    expect(withStage(NO_FILTER, 'paid', 2026)).toEqual({ stage: 'paid', year: 2026 });
    expect(withStage({ stage: null, year: 2024 }, 'paid', 2026)).toEqual({ stage: 'paid', year: 2024 });
    expect(withStage({ stage: 'paid', year: 2024 }, null, 2026)).toEqual({ stage: null, year: 2024 });
    expect(withYear({ stage: 'paid', year: 2024 }, 2025)).toEqual({ stage: 'paid', year: 2025 });
    expect(withYear({ stage: 'paid', year: 2024 }, null)).toEqual(NO_FILTER);
  });

  it('starts the school year on July 1 in New York', () => {
    expect(currentSchoolYear(new Date('2026-07-01T03:59:00Z'))).toBe(2025);
    expect(currentSchoolYear(new Date('2026-07-01T04:00:00Z'))).toBe(2026);
    expect(currentSchoolYear(new Date('2027-06-30T12:00:00Z'))).toBe(2026);
  });
});
