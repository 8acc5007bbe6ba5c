/**
 * What the Reimbursements tab sends to move a request (SPEC section 7's form-data call, DESIGN section 9:
 * POST /v1/user_auth/form-data/reimbursement_request with row_id, version and update_fields { stage, ... }).
 */
import { MISSING_VERSION_MESSAGE } from '../../shared/edit-version';
import { z } from '../../shared/zod';
import { rowIdSchema } from '../submissions';
import { stageMoveSchema } from './workflow';

/**
 * A reimbursement's stage move (DESIGN section 9, docs/decisions/035): the same call with `update_fields.stage`, and the
 * row's `version` the officer saw beside `row_id` (a move without it is a 400, a stale one a 409).
 */
export const stageUpdateSchema = z.object(
  {
    row_id: rowIdSchema,
    version: z.number(MISSING_VERSION_MESSAGE).int(MISSING_VERSION_MESSAGE).positive(MISSING_VERSION_MESSAGE),
    update_fields: stageMoveSchema,
  },
  'The request body must be a JSON object.',
);

/** Whether a body asks for a stage move rather than a status change. */
export const isStageUpdate = (body: Record<string, unknown>): boolean =>
  typeof body.update_fields === 'object' && body.update_fields !== null && 'stage' in body.update_fields;
