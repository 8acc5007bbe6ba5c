/**
 * A submission row as the form-data calls answer it (SPEC section 3, Form submission row; section 7), read by
 * the Forms dashboard through this schema rather than trusted as it comes.
 */
import { z } from '../../shared/zod';
import { FORM_TYPES, SUBMISSION_STATUSES, type Submission } from './forms';

export const submissionSchema = z.object({
  _id: z.string(),
  form_type: z.enum(FORM_TYPES),
  status: z.enum(SUBMISSION_STATUSES),
  submission_date: z.string(),
  form_data: z.record(z.string(), z.unknown()),
  /** Set only when a mail about the row was given up (docs/decisions/034). */
  mail_status: z.literal('failed').optional(),
}) satisfies z.ZodType<Submission>;

/** A page of rows (`page`, `page_size`) and how many there are in all (docs/decisions/013). */
export const submissionPageSchema = z.object({
  results: z.array(submissionSchema),
  totalCount: z.number().int().nonnegative().optional(),
});

/** A refused call's `error`, when the answer has one. */
export const errorAnswerSchema = z.object({ error: z.string() });
