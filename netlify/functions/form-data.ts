/**
 * The Forms dashboard's calls (SPEC section 7), all needing the `forms` scope:
 *   GET  /v1/user_auth/form-data/{data_key}            `{ results: rows, totalCount }`, newest first (`page`, `page_size` optional)
 *   POST /v1/user_auth/form-data/{data_key}            `{ row_id, update_fields: { status } }` answers the changed row
 *   GET  /v1/user_auth/form-data/{data_key}/download   every row as a CSV file
 *   GET  /v1/user_auth/form-data/reimbursement_request/{row_id}/receipts/{index}   a receipt's bytes
 */
import type { Config } from '@netlify/functions';
import { activityNames, csvFileName } from '../../src/features/forms/form-columns';
import { isFormType, type FormType } from '../../src/features/forms/forms';
import { MAX_RECEIPTS } from '../../src/features/forms/receipts';
import { submissionStatusSchema } from '../../src/features/forms/submission-status-schema';
import { requireScope } from '../server/guard.server';
import { HttpError, jsonResponse, rawResponse, readJsonBody, results } from '../server/http.server';
import { readPositiveInt, requireSafeId } from '../server/query.server';
import { attachmentDisposition, readReceipt } from '../../src/features/forms/receipts.server';
import { route, type Params } from '../server/router.server';
import { submissionsCsv } from '../../src/features/forms/submissions-csv.server';
import { listVolunteerActivities } from '../../src/features/forms/volunteer-activities.server';
import { listAllSubmissions, listSubmissions, setSubmissionStatus } from '../../src/features/forms/submissions.server';
import { parseBody } from '../server/validation.server';

const MAX_PAGE_SIZE = 100;
// Submissions and their receipts are personal data: never kept by a browser or a shared cache.
const PRIVATE = { 'Cache-Control': 'private, no-store' };

function formTypeOf(params: Params): FormType {
  if (!isFormType(params.dataKey)) throw new HttpError(404, 'UNKNOWN_FORM', 'There is no such form.');
  return params.dataKey;
}

async function listRows(req: Request, params: Params): Promise<Response> {
  await requireScope(req, 'forms');
  const formType = formTypeOf(params);
  const query = new URL(req.url).searchParams;
  const page = readPositiveInt(query, 'page', { max: 1_000_000 });
  const pageSize = readPositiveInt(query, 'page_size', { max: MAX_PAGE_SIZE });
  const { rows, totalCount } = await listSubmissions(
    formType,
    page || pageSize ? { page: page ?? 1, pageSize: pageSize ?? 10 } : undefined,
  );
  return jsonResponse({ results: rows, totalCount });
}

async function updateStatus(req: Request, params: Params): Promise<Response> {
  await requireScope(req, 'forms');
  const formType = formTypeOf(params);
  const { row_id, update_fields } = parseBody(submissionStatusSchema, await readJsonBody(req, 4 * 1024));
  return results(await setSubmissionStatus(formType, row_id, update_fields.status));
}

async function downloadCsv(req: Request, params: Params): Promise<Response> {
  await requireScope(req, 'forms');
  const formType = formTypeOf(params);
  const [rows, activities] = await Promise.all([listAllSubmissions(formType), listVolunteerActivities()]);
  const csv = submissionsCsv(formType, rows, activityNames(activities));
  return rawResponse(csv, {
    headers: {
      ...PRIVATE,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${csvFileName(formType)}"`,
    },
  });
}

async function downloadReceipt(req: Request, params: Params): Promise<Response> {
  await requireScope(req, 'forms');
  const rowId = requireSafeId(params.rowId);
  const index = /^\d{1,2}$/.test(params.index ?? '') ? Number(params.index) : -1;
  const receipt = index >= 0 && index < MAX_RECEIPTS ? await readReceipt(rowId, index) : null;
  if (!receipt) throw new HttpError(404, 'NOT_FOUND', 'There is no such receipt.');
  return rawResponse(receipt.bytes, {
    headers: { ...PRIVATE, 'Content-Type': receipt.contentType, 'Content-Disposition': attachmentDisposition(receipt.name) },
  });
}

export default route({
  '/v1/user_auth/form-data/reimbursement_request/:rowId/receipts/:index': { GET: downloadReceipt },
  '/v1/user_auth/form-data/:dataKey/download': { GET: downloadCsv },
  '/v1/user_auth/form-data/:dataKey': { GET: listRows, POST: updateStatus },
});

// Wider than the table, so that other sub-paths get the API's JSON 404 rather than the site's page.
export const config: Config = { path: '/v1/user_auth/form-data/*' };
