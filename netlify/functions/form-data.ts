/**
 * The Forms dashboard's calls (SPEC section 7), all needing the `forms` scope:
 *   GET  /v1/user_auth/form-data/{data_key}            `{ results: rows, totalCount }`, newest first (`page`, `page_size` optional)
 *   POST /v1/user_auth/form-data/{data_key}            `{ row_id, update_fields: { status } }` answers the changed row
 *   POST /v1/user_auth/form-data/reimbursement_request `{ row_id, version, update_fields: { stage, note?, checks? } }`
 *        moves a request made on that version (DESIGN section 9, docs/decisions/035) and mails its payee
 *   GET  /v1/user_auth/form-data/reimbursement_request?stage=&school_year=   one school year's rows of a stage
 *   GET  /v1/user_auth/form-data/reimbursement_request/totals?school_year=   a school year's totals
 *   GET  /v1/user_auth/form-data/{data_key}/download   every row as a CSV file
 *   GET  /v1/user_auth/form-data/reimbursement_request/{row_id}/receipts/{index}   a receipt's bytes
 */
import type { Config, Context } from '@netlify/functions';
import {
  activityNames,
  csvFileName,
  listAllSubmissions,
  listSubmissions,
  setSubmissionStatus,
  submissionsCsv,
  submissionStatusSchema,
} from '../../src/features/submissions/index.server';
import {
  attachmentDisposition,
  type FormType,
  isFormType,
  listVolunteerActivities,
  MAX_RECEIPTS,
  readReceipt,
} from '../../src/features/forms/index.server';
import {
  currentSchoolYear,
  isStageUpdate,
  listReimbursements,
  moveReimbursement,
  reimbursementTotals,
  STAGES,
  stageUpdateSchema,
} from '../../src/features/reimbursements/index.server';
import { moveOwingMail } from '../../src/features/notifications/index.server';
import { requireScope } from '../../src/features/users/index.server';
import {
  HttpError,
  jsonResponse,
  rawResponse,
  readJsonBody,
  results,
  isOneOf,
  readPositiveInt,
  requireSafeId,
  route,
  type Params,
  parseBody,
} from '../../src/server/http.server';

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
  const paging = page || pageSize ? { page: page ?? 1, pageSize: pageSize ?? 10 } : undefined;
  if (formType === 'reimbursement_request' && (query.has('stage') || query.has('school_year'))) {
    const { rows, totalCount } = await listReimbursements({ stage: readStage(query), schoolYear: readSchoolYear(query), page: paging });
    return jsonResponse({ results: rows, totalCount });
  }
  const { rows, totalCount } = await listSubmissions(formType, paging);
  return jsonResponse({ results: rows, totalCount });
}

function readStage(query: URLSearchParams) {
  const stage = query.get('stage');
  if (stage === null || stage === '') return undefined;
  if (!isOneOf(STAGES, stage)) throw new HttpError(400, 'INVALID_STAGE', `stage must be ${STAGES.join(', ')}.`);
  return stage;
}

/** A school year is named by its first year (2026 is July 1, 2026 to June 30, 2027); the current one by default. */
function readSchoolYear(query: URLSearchParams): number {
  const year = query.get('school_year');
  if (year === null || year === '') return currentSchoolYear();
  if (!/^\d{4}$/.test(year) || Number(year) < 2000 || Number(year) > 2100) {
    throw new HttpError(400, 'INVALID_SCHOOL_YEAR', 'school_year must be a year such as 2026 (for July 2026 to June 2027).');
  }
  return Number(year);
}

async function updateRow(req: Request, params: Params, context: Context): Promise<Response> {
  const officer = await requireScope(req, 'forms');
  const formType = formTypeOf(params);
  const body = await readJsonBody(req, 8 * 1024);
  if (!isStageUpdate(body)) {
    const { row_id, update_fields } = parseBody(submissionStatusSchema, body);
    return results(await setSubmissionStatus(formType, row_id, update_fields.status));
  }
  if (formType !== 'reimbursement_request') {
    throw new HttpError(400, 'NO_STAGES', 'Only a reimbursement request moves through stages.');
  }
  const { row_id, version, update_fields } = parseBody(stageUpdateSchema, body);
  const signer = { id: officer.userId, name: officer.name, createdAt: officer.createdAt };
  const moved = await moveOwingMail(row_id, version, () => moveReimbursement(row_id, version, update_fields, signer), {
    defer: (work) => context.waitUntil(work),
  });
  return results(moved.row);
}

async function totals(req: Request): Promise<Response> {
  await requireScope(req, 'forms');
  return results(await reimbursementTotals(readSchoolYear(new URL(req.url).searchParams)), { headers: PRIVATE });
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
  '/v1/user_auth/form-data/reimbursement_request/totals': { GET: totals },
  '/v1/user_auth/form-data/:dataKey/download': { GET: downloadCsv },
  '/v1/user_auth/form-data/:dataKey': { GET: listRows, POST: updateRow },
});

// Wider than the table, so that other sub-paths get the API's JSON 404 rather than the site's page.
export const config: Config = { path: '/v1/user_auth/form-data/*' };
