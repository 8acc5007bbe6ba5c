/**
 * The treasurer's calls on the form-data resource (DESIGN section 9, docs/decisions/035): a reimbursement's
 * stage moves and a school year's totals. Both carry the token (DESIGN section 4); answers are read through
 * schemas, not trusted as they come.
 */
import { apiCall } from '../../shared/api-client';
import { z } from '../../shared/zod';
import { formDataPath, submissionSchema, type Submission } from '../submissions';
import type { SchoolYearTotals, StageMove, StageTotals } from './workflow';

const stageTotalsSchema = z.object({
  count: z.number().int().nonnegative(),
  requested: z.number(),
  approved: z.number(),
  paid: z.number(),
}) satisfies z.ZodType<StageTotals>;

/** GET .../reimbursement_request/totals (docs/decisions/035). */
const schoolYearTotalsSchema = z.object({
  school_year: z.number().int(),
  start: z.string(),
  end: z.string(),
  overall: stageTotalsSchema,
  by_activity: z.array(stageTotalsSchema.extend({ activity: z.string().nullable() })),
  years: z.array(z.number().int()),
}) satisfies z.ZodType<SchoolYearTotals>;

/**
 * Moves a reimbursement to its next stage (DESIGN section 9); answers the moved row. A refusal (400, 409)
 * throws the server's own text and code.
 */
export async function moveReimbursement(rowId: string, version: number, move: StageMove): Promise<Submission> {
  const row = await apiCall<unknown>(formDataPath('reimbursement_request'), {
    method: 'POST',
    body: { row_id: rowId, version, update_fields: move },
    auth: true,
  });
  return submissionSchema.parse(row);
}

/** A school year's reimbursement totals; without a year, the current school year's. */
export async function loadReimbursementTotals(year: number | null, signal?: AbortSignal): Promise<SchoolYearTotals> {
  const query = year === null ? '' : `?school_year=${year}`;
  return schoolYearTotalsSchema.parse(
    await apiCall<unknown>(`${formDataPath('reimbursement_request')}/totals${query}`, { auth: true, signal }),
  );
}
