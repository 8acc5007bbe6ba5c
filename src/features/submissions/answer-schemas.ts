/**
 * A submission row as the form-data calls answer it (SPEC section 3, Form submission row; section 7), read by
 * the Forms dashboard through this schema rather than trusted as it comes. A reimbursement row also carries
 * its workflow (DESIGN section 9, docs/decisions/035).
 */
import { z } from '../../shared/zod';
import { FORM_TYPES } from '../forms';
import { STAGES } from '../reimbursements';
import { MAIL_STATUSES, SUBMISSION_STATUSES, type Submission } from './submissions';

const stageEntrySchema = z.object({
  stage: z.enum(STAGES),
  by: z.string(),
  by_id: z.string().optional(),
  at: z.string(),
  note: z.string().optional(),
});
const paidCheckSchema = z.object({ number: z.string(), amount: z.number(), date: z.string() });

export const submissionSchema = z.object({
  _id: z.string(),
  form_type: z.enum(FORM_TYPES),
  status: z.enum(SUBMISSION_STATUSES),
  submission_date: z.string(),
  form_data: z.record(z.string(), z.unknown()),
  /** Where its mails are (docs/decisions/034, 049). */
  mail_status: z.enum(MAIL_STATUSES).optional(),
  version: z.number().int().positive().optional(),
  stage: z.enum(STAGES).optional(),
  stage_history: z.array(stageEntrySchema).optional(),
  checks: z.array(paidCheckSchema).optional(),
}) satisfies z.ZodType<Submission>;

/** A page of rows (`page`, `page_size`) and how many there are in all (docs/decisions/013). */
export const submissionPageSchema = z.object({
  results: z.array(submissionSchema),
  totalCount: z.number().int().nonnegative().optional(),
});

/** A refused call's `error`, when the answer has one. */
export const errorAnswerSchema = z.object({ error: z.string() });
