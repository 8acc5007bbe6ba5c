/**
 * Calls of the form-data resource (SPEC section 7) for the Forms dashboard: a page of submissions, a row's
 * status, the CSV download and a reimbursement's receipt. All of them carry the token (DESIGN section 4).
 */
import type { FormType, Submission, SubmissionStatus } from './forms';
import { RECEIPT_TYPES } from './receipts';
import { ApiError, apiCall, apiRequest } from '../../shared/api-client';

const formDataPath = (key: FormType) => `/v1/user_auth/form-data/${key}`;

export interface SubmissionPage {
  rows: Submission[];
  totalCount: number;
}

/** One page of a form's submissions, newest first, and how many there are in all. */
export async function listSubmissions(key: FormType, page: number, pageSize: number, signal?: AbortSignal): Promise<SubmissionPage> {
  const response = await apiRequest(`${formDataPath(key)}?page=${page}&page_size=${pageSize}`, { auth: true, signal });
  const payload = (await response.json().catch(() => null)) as { results?: unknown; totalCount?: unknown; error?: string } | null;
  // A response counts as failed when results is absent (SPEC section 8).
  if (!payload || !Array.isArray(payload.results)) throw new ApiError(payload?.error ?? 'The submissions could not be read.', response.status);
  const totalCount = typeof payload.totalCount === 'number' ? payload.totalCount : payload.results.length;
  return { rows: payload.results as Submission[], totalCount };
}

/** Marks a row read (COMPLETE) or unread (INCOMPLETE); answers the updated row. */
export const setSubmissionStatus = (key: FormType, rowId: string, status: SubmissionStatus) =>
  apiCall<Submission>(formDataPath(key), { method: 'POST', body: { row_id: rowId, update_fields: { status } }, auth: true });

/** The form's submissions as a CSV file. An answer that is not CSV (a JSON error with a 200) counts as failed. */
export async function downloadSubmissionsCsv(key: FormType): Promise<Blob> {
  const response = await apiRequest(`${formDataPath(key)}/download`, { auth: true });
  if (!(response.headers.get('Content-Type') ?? '').startsWith('text/csv')) {
    const payload = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new ApiError(payload?.error ?? 'The download did not answer a CSV file.', response.status);
  }
  return new Blob([await response.arrayBuffer()], { type: 'text/csv' });
}

/**
 * A reimbursement's receipt (index into form_data.receipts). The blob only keeps a receipt type (image or
 * PDF): anything else becomes an opaque download, so a file opened from our origin can never run as a page.
 */
export async function fetchReceipt(rowId: string, index: number): Promise<Blob> {
  const response = await apiRequest(`${formDataPath('reimbursement_request')}/${encodeURIComponent(rowId)}/receipts/${index}`, { auth: true });
  const declared = (response.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  const type = (RECEIPT_TYPES as readonly string[]).includes(declared) ? declared : 'application/octet-stream';
  return new Blob([await response.arrayBuffer()], { type });
}
