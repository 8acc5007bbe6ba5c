/**
 * Calls of the form-data resource (SPEC section 7) for the Forms dashboard: a page of submissions, a row's
 * status, the CSV download and a reimbursement's receipt (its stage moves and totals are the reimbursements
 * feature's, workflow-api.ts). All of them carry the token (DESIGN section 4).
 * Answers are read through the submission schemas, not trusted as they come.
 */
import { RECEIPT_TYPES, type FormType } from '../forms';
import { filterParams, NO_FILTER, type ReimbursementFilter } from '../reimbursements';
import { errorAnswerSchema, submissionPageSchema, submissionSchema } from './answer-schemas';
import type { Submission, SubmissionStatus } from './submissions';
import { ApiError, apiCall, apiRequest } from '../../shared/api-client';

/** The form-data resource of a form (SPEC section 7). */
export const formDataPath = (key: FormType) => `/v1/user_auth/form-data/${key}`;

export interface SubmissionPage {
  rows: Submission[];
  totalCount: number;
}

/** A refusal of an answer that is not what was asked for: the server's own error text when it sent one. */
const unreadable = (payload: unknown, fallback: string, status: number) =>
  new ApiError(errorAnswerSchema.safeParse(payload).data?.error ?? fallback, status);

/**
 * One page of a form's submissions, newest first, and how many there are in all; reimbursements may be
 * filtered by stage and school year (docs/decisions/035).
 */
export async function listSubmissions(
  key: FormType,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
  filter: ReimbursementFilter = NO_FILTER,
): Promise<SubmissionPage> {
  const response = await apiRequest(`${formDataPath(key)}?page=${page}&page_size=${pageSize}${filterParams(filter)}`, {
    auth: true,
    signal,
  });
  const payload: unknown = await response.json().catch(() => null);
  const answer = submissionPageSchema.safeParse(payload);
  // A response counts as failed when results is absent (SPEC section 8).
  if (!answer.success) throw unreadable(payload, 'The submissions could not be read.', response.status);
  return { rows: answer.data.results, totalCount: answer.data.totalCount ?? answer.data.results.length };
}

/** Marks a row read (COMPLETE) or unread (INCOMPLETE); answers the updated row. */
export async function setSubmissionStatus(key: FormType, rowId: string, status: SubmissionStatus): Promise<Submission> {
  const row = await apiCall<unknown>(formDataPath(key), { method: 'POST', body: { row_id: rowId, update_fields: { status } }, auth: true });
  return submissionSchema.parse(row);
}

/** The form's submissions as a CSV file. An answer that is not CSV (a JSON error with a 200) counts as failed. */
export async function downloadSubmissionsCsv(key: FormType): Promise<Blob> {
  const response = await apiRequest(`${formDataPath(key)}/download`, { auth: true });
  if (!(response.headers.get('Content-Type') ?? '').startsWith('text/csv')) {
    throw unreadable(await response.json().catch(() => null), 'The download did not answer a CSV file.', response.status);
  }
  return new Blob([await response.arrayBuffer()], { type: 'text/csv' });
}

/**
 * A reimbursement's receipt (index into form_data.receipts). The blob only keeps a receipt type (image or
 * PDF): anything else becomes an opaque download, so a file opened from our origin can never run as a page.
 */
export async function fetchReceipt(rowId: string, index: number): Promise<Blob> {
  const response = await apiRequest(`${formDataPath('reimbursement_request')}/${encodeURIComponent(rowId)}/receipts/${index}`, {
    auth: true,
  });
  const declared = (response.headers.get('Content-Type') ?? '').replace(/;.*$/s, '').trim().toLowerCase();
  const type = RECEIPT_TYPES.find((receiptType) => receiptType === declared) ?? 'application/octet-stream';
  return new Blob([await response.arrayBuffer()], { type });
}
