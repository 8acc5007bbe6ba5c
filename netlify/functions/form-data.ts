/**
 * GET /v1/user_auth/form-data/{data_key}: submissions of one form for the Forms dashboard (SPEC section 7),
 * `{ results: rows, totalCount }`. Needs the `forms` scope. `page` and `page_size` are optional.
 */
import type { Config } from '@netlify/functions';
import { isFormType } from '../../src/domain/forms';
import { requireScope } from '../server/guard.server';
import { HttpError, jsonResponse } from '../server/http.server';
import { readPositiveInt } from '../server/query.server';
import { route, type Params } from '../server/router.server';
import { listSubmissions } from '../server/submissions.server';

const MAX_PAGE_SIZE = 100;

async function listRows(req: Request, params: Params): Promise<Response> {
  await requireScope(req, 'forms');
  const dataKey = params.dataKey;
  if (!isFormType(dataKey)) throw new HttpError(404, 'UNKNOWN_FORM', 'There is no such form.');
  const query = new URL(req.url).searchParams;
  const page = readPositiveInt(query, 'page', { max: 1_000_000 });
  const pageSize = readPositiveInt(query, 'page_size', { max: MAX_PAGE_SIZE });
  const { rows, totalCount } = await listSubmissions(
    dataKey,
    page || pageSize ? { page: page ?? 1, pageSize: pageSize ?? 10 } : undefined,
  );
  return jsonResponse({ results: rows, totalCount });
}

export default route({
  '/v1/user_auth/form-data/:dataKey': { GET: listRows },
});

export const config: Config = { path: '/v1/user_auth/form-data/:dataKey' };
