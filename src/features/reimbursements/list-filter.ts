/**
 * The Reimbursements tab's filter, kept in the address so that Back and a shared link work:
 * `?tab=reimbursement_request&stage=approved&year=2026` (docs/decisions/036). The list call takes `stage` and
 * `school_year`; a stage alone means the current school year there, so the filter always names the year
 * with a stage (docs/decisions/036).
 */
import { schoolYearOf } from './school-year-totals';
import { STAGES, schoolToday, type Stage } from './workflow';

export interface ReimbursementFilter {
  /** null: all stages. */
  stage: Stage | null;
  /** The school year by its first year; null: all years (only with all stages). */
  year: number | null;
}

export const NO_FILTER: ReimbursementFilter = { stage: null, year: null };

/** The school year today is in, in the school's zone. */
export const currentSchoolYear = (now: Date = new Date()): number => schoolYearOf(schoolToday(now));

const isStage = (value: string | null): value is Stage => value !== null && (STAGES as readonly string[]).includes(value);

/** The filter an address names; anything it does not understand reads as no filter. */
export function filterFromSearch(search: string, thisYear: number): ReimbursementFilter {
  const params = new URLSearchParams(search);
  const stage = params.get('stage');
  const year = params.get('year');
  const named = year !== null && /^\d{4}$/.test(year) ? Number(year) : null;
  return isStage(stage) ? { stage, year: named ?? thisYear } : { stage: null, year: named };
}

/** The address of the Reimbursements tab with a filter. */
export function filterSearch(filter: ReimbursementFilter): string {
  const params = new URLSearchParams({ tab: 'reimbursement_request' });
  if (filter.stage) params.set('stage', filter.stage);
  if (filter.year !== null) params.set('year', String(filter.year));
  return `?${params.toString()}`;
}

/** The list call's own parameters for a filter: '' for none. */
export function filterParams(filter: ReimbursementFilter): string {
  const params = new URLSearchParams();
  if (filter.stage) params.set('stage', filter.stage);
  if (filter.year !== null) params.set('school_year', String(filter.year));
  const text = params.toString();
  return text ? `&${text}` : '';
}

/** A new stage chosen: a stage needs a year, so 'all years' becomes this one. */
export const withStage = (filter: ReimbursementFilter, stage: Stage | null, thisYear: number): ReimbursementFilter => ({
  stage,
  year: stage && filter.year === null ? thisYear : filter.year,
});

export const withYear = (filter: ReimbursementFilter, year: number | null): ReimbursementFilter => ({
  stage: year === null ? null : filter.stage,
  year,
});
