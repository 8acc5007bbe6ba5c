/**
 * School years and their totals (docs/decisions/035, 036): a school year runs July 1 to June 30 and is named by
 * its first year; the Reimbursements tab's filter and totals, and the totals call, read them from here.
 */
import { requestTotal, schoolDay, stageOf, type ReimbursementRow } from './workflow';

const cents = (amount: number): number => Math.round(amount * 100);

/** A school year by its first year, as officers write it: 2026 -> '2026-27'. */
export const schoolYearLabel = (year: number): string => `${year}-${String((year + 1) % 100).padStart(2, '0')}`;

/** The school year holding a day (July 1 to June 30), named by its first year: 2026-11-23 -> 2026. */
export const schoolYearOf = (day: string): number => {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month >= 7 ? year : year - 1;
};

/** The first and last day of school year `year` (2026 -> 2026-07-01 .. 2027-06-30). */
export const schoolYearRange = (year: number): { start: string; end: string } => ({ start: `${year}-07-01`, end: `${year + 1}-06-30` });

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

/** Rounds a sum of dollars to cents, without float drift. */
const dollars = (totalCents: number): number => totalCents / 100;

/** The school year a row was submitted in, or null for a row with no valid date. */
export function schoolYearOfRow(row: Pick<ReimbursementRow, 'submission_date'>): number | null {
  const day = schoolDay(row.submission_date);
  return day ? schoolYearOf(day) : null;
}

interface TotalsInCents {
  count: number;
  requested: number;
  approved: number;
  paid: number;
}

const inDollars = (sums: TotalsInCents): StageTotals => ({
  count: sums.count,
  requested: dollars(sums.requested),
  approved: dollars(sums.approved),
  paid: dollars(sums.paid),
});

/** A row's associated committees or activities as `{ value, label }`; a row naming none has none. */
function activitiesOf(formData: Record<string, unknown>): Array<{ value: string; label: string }> {
  const chosen = Array.isArray(formData.associated_activites) ? (formData.associated_activites as unknown[]) : [];
  const seen = new Map<string, string>();
  for (const option of chosen) {
    if (typeof option !== 'object' || option === null) continue;
    const { value, label } = option as { value?: unknown; label?: unknown };
    if (typeof value !== 'string' || seen.has(value)) continue;
    seen.set(value, typeof label === 'string' && label ? label : value);
  }
  return [...seen].map(([value, label]) => ({ value, label }));
}

/**
 * The sums of one school year's rows (rows of other years are skipped): requested is every request's
 * total, approved the totals of those approved or paid, paid the checks. Per committee or activity too,
 * a request naming two counting in both, and `activity: null` for requests naming none; largest first.
 */
export function schoolYearTotals(rows: readonly ReimbursementRow[], year: number, years: readonly number[]): SchoolYearTotals {
  const empty = (): TotalsInCents => ({ count: 0, requested: 0, approved: 0, paid: 0 });
  const overall = empty();
  const byActivity = new Map<string | null, { label: string | null; sums: TotalsInCents }>();
  for (const row of rows) {
    if (schoolYearOfRow(row) !== year) continue;
    const stage = stageOf(row);
    const requested = cents(requestTotal(row.form_data));
    const approved = stage === 'approved' || stage === 'paid' ? requested : 0;
    const paid = stage === 'paid' ? (row.checks ?? []).reduce((sum, check) => sum + cents(check.amount), 0) : 0;
    const groups = activitiesOf(row.form_data);
    for (const [key, label] of groups.length > 0 ? groups.map((group) => [group.value, group.label] as const) : [[null, null] as const]) {
      const entry = byActivity.get(key) ?? { label, sums: empty() };
      byActivity.set(key, entry);
      entry.sums.count += 1;
      entry.sums.requested += requested;
      entry.sums.approved += approved;
      entry.sums.paid += paid;
    }
    overall.count += 1;
    overall.requested += requested;
    overall.approved += approved;
    overall.paid += paid;
  }
  const { start, end } = schoolYearRange(year);
  return {
    school_year: year,
    start,
    end,
    overall: inDollars(overall),
    by_activity: [...byActivity.values()]
      .sort((a, b) => b.sums.requested - a.sums.requested || (a.label ?? '~').localeCompare(b.label ?? '~'))
      .map(({ label, sums }) => ({ activity: label, ...inDollars(sums) })),
    years: [...new Set(years)].sort((a, b) => b - a),
  };
}
