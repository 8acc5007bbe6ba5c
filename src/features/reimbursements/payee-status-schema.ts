/**
 * The payee's status answer as the page reads it (DESIGN section 9): only what the contract names, nothing a
 * server might add. Loaded with the answer itself (payee-status-api.ts), so the page starts without zod.
 */
import { z } from '../../shared/zod';
import { STAGES, type ReimbursementStatus } from './stages';

export const reimbursementStatusSchema = z.object({
  reference: z.string().optional(),
  stage: z.enum(STAGES),
  total: z.number(),
  submitted_at: z.string(),
  history: z.array(z.object({ stage: z.enum(STAGES), at: z.string() })),
  checks: z.array(z.object({ amount: z.number(), date: z.string() })),
}) satisfies z.ZodType<ReimbursementStatus>;
