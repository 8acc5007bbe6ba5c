/**
 * GET /v1/api/reimbursement-status/{token} (public; DESIGN section 9, docs/decisions/037): where a reimbursement
 * request stands, for the payee holding its private link: `results: { stage, total, submitted_at,
 * history: [{ stage, at }], checks: [{ amount, date }] }` and nothing more. A token that names nothing, of
 * any shape, is a 404. Never cached, and the answer is the payee's own business.
 */
import type { Config } from '@netlify/functions';
import { readReimbursementStatus } from '../../src/features/reimbursements/index.server';
import { HttpError, results, route, type Params } from '../../src/server/http.server';

const PRIVATE = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' };

async function readStatus(_req: Request, params: Params): Promise<Response> {
  const status = await readReimbursementStatus(params.token ?? '');
  if (!status) {
    throw new HttpError(
      404,
      'NOT_FOUND',
      'There is no reimbursement request for this link. Please check the link in your confirmation e-mail.',
    );
  }
  return results(status, { headers: PRIVATE });
}

export default route({
  '/v1/api/reimbursement-status/:token': { GET: readStatus },
});

export const config: Config = { path: '/v1/api/reimbursement-status/*' };
