/**
 * What the Forms dashboard sends to mark a row read or unread (SPEC section 7:
 * POST /v1/user_auth/form-data/{data_key} with row_id and update_fields { status }).
 */
import { z } from '../../shared/zod';
import { SUBMISSION_STATUSES } from '../forms/form-types';
import { isSafeId } from '../../shared/ids';
import { stageMoveSchema } from '../reimbursements/workflow';
import { MISSING_VERSION_MESSAGE } from '../../shared/edit-version';

const NO_ROW = 'Which submission? row_id is missing or not valid.';

export const submissionStatusSchema = z.object(
  {
    row_id: z.string(NO_ROW).refine(isSafeId, NO_ROW),
    update_fields: z.object(
      { status: z.enum(SUBMISSION_STATUSES, `status must be ${SUBMISSION_STATUSES.join(' or ')}.`) },
      'update_fields must hold the new status.',
    ),
  },
  'The request body must be a JSON object.',
);

/**
 * A reimbursement's stage move (DESIGN section 9, docs/decisions/035): the same call with `update_fields.stage`, and the
 * row's `version` the officer saw beside `row_id` (a move without it is a 400, a stale one a 409).
 */
export const stageUpdateSchema = z.object(
  {
    row_id: z.string(NO_ROW).refine(isSafeId, NO_ROW),
    version: z.number(MISSING_VERSION_MESSAGE).int(MISSING_VERSION_MESSAGE).positive(MISSING_VERSION_MESSAGE),
    update_fields: stageMoveSchema,
  },
  'The request body must be a JSON object.',
);

/** Whether a body asks for a stage move rather than a status change. */
export const isStageUpdate = (body: Record<string, unknown>): boolean =>
  typeof body.update_fields === 'object' && body.update_fields !== null && 'stage' in body.update_fields;
