/**
 * What the Forms dashboard sends to mark a row read or unread (SPEC section 7:
 * POST /v1/user_auth/form-data/{data_key} with row_id and update_fields { status }).
 */
import { z } from '../../shared/zod';
import { isSafeId } from '../../shared/ids';
import { SUBMISSION_STATUSES } from './submissions';

const NO_ROW = 'Which submission? row_id is missing or not valid.';

/** The `row_id` of a change to a row: a stored row's id, or the call is refused (400). */
export const rowIdSchema = z.string(NO_ROW).refine(isSafeId, NO_ROW);

export const submissionStatusSchema = z.object(
  {
    row_id: rowIdSchema,
    update_fields: z.object(
      { status: z.enum(SUBMISSION_STATUSES, `status must be ${SUBMISSION_STATUSES.join(' or ')}.`) },
      'update_fields must hold the new status.',
    ),
  },
  'The request body must be a JSON object.',
);
