/**
 * The treasurer's calls on the form-data resource (DESIGN section 9, docs/decisions/035) and their hooks: a
 * reimbursement's stage moves and a school year's totals, with the query keys they read and make stale. Both
 * carry the token (DESIGN section 4); answers are read through schemas, not trusted as they come.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_READ } from '../../shared/admin/admin-query';
import { useAdminMutation } from '../../shared/admin/use-admin-mutation';
import { apiCall } from '../../shared/api-client';
import { z } from '../../shared/zod';
import { formDataPath, SUBMISSION_KEYS, submissionSchema, type Submission } from '../submissions';
import { REIMBURSEMENT_MESSAGES } from './reimbursements-messages';
import type { SchoolYearTotals, StageTotals } from './school-year-totals';
import { rowVersion, type StageMove } from './workflow';

/**
 * The Reimbursements tab's query keys, under 'forms', the Forms dashboard's name, so that its loading overlay
 * counts them (useAdminBusy('forms')); the tab's rows are the submissions feature's (SUBMISSION_KEYS).
 */
export const REIMBURSEMENT_KEYS = {
  /** Every school year's totals: what a move makes stale. */
  allTotals: ['forms', 'totals'] as const,
  /** A school year's totals; null: the current school year. */
  totals: (year: number | null) => ['forms', 'totals', year] as const,
};

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

export interface ReimbursementMove {
  row: Submission;
  move: StageMove;
}

/**
 * A reimbursement moved to its next stage (DESIGN section 9). The rows and the totals are read again before
 * the move counts as done, and after a refusal too: a 409 means another officer moved the row first, and the
 * officer sees what it became. A refusal is not toasted: the form shows the server's text where the officer
 * acted (docs/decisions/036), so it is read out once.
 */
export const useMoveReimbursement = () =>
  useAdminMutation({
    mutationKey: ['forms', 'move'],
    mutationFn: ({ row, move }: ReimbursementMove) => moveReimbursement(row._id, rowVersion(row), move),
    done: (_moved, { move }) => REIMBURSEMENT_MESSAGES.done[move.stage],
    failed: { inPlace: 'A reimbursement move failed' },
    invalidates: [SUBMISSION_KEYS.allSubmissions('reimbursement_request'), REIMBURSEMENT_KEYS.allTotals],
  });

/** A school year's reimbursement totals (docs/decisions/035); null: the current school year. */
export const useSchoolYearTotals = (year: number | null) =>
  useQuery({
    ...ADMIN_READ,
    queryKey: REIMBURSEMENT_KEYS.totals(year),
    queryFn: ({ signal }) => loadReimbursementTotals(year, signal),
    placeholderData: keepPreviousData,
  });
