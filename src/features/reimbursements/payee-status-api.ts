/**
 * The payee's status call (DESIGN section 9): GET /v1/api/reimbursement-status/{token}, public. The answer is
 * read through a schema, so the page shows only what the contract names and nothing a server might add.
 */
import { apiCall } from '../../shared/api-client';
import { z } from '../../shared/zod';
import { STAGES, type ReimbursementStatus } from './workflow';

const reimbursementStatusSchema = z.object({
  stage: z.enum(STAGES),
  total: z.number(),
  submitted_at: z.string(),
  history: z.array(z.object({ stage: z.enum(STAGES), at: z.string() })),
  checks: z.array(z.object({ amount: z.number(), date: z.string() })),
}) satisfies z.ZodType<ReimbursementStatus>;

export async function loadReimbursementStatus(token: string, { signal }: { signal?: AbortSignal } = {}): Promise<ReimbursementStatus> {
  const results = await apiCall<unknown>(`/v1/api/reimbursement-status/${encodeURIComponent(token)}`, { signal });
  return reimbursementStatusSchema.parse(results);
}
