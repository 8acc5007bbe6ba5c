/**
 * The Forms dashboard's calls of the form-data resource (SPEC section 7) and their hooks: a page of
 * submissions, a row's status, the CSV download and a reimbursement's receipt (its stage moves and totals are
 * the reimbursements feature's, workflow-api.ts), with the query keys they read and make stale. All of them
 * carry the token (DESIGN section 4). Answers are read through the submission schemas below, not trusted as
 * they come.
 */
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { ADMIN_READ } from '../../shared/admin/admin-query';
import { useAdminMutation } from '../../shared/admin/use-admin-mutation';
import { ApiError, apiCall, apiRequest } from '../../shared/api-client';
import { saveFile } from '../../shared/save-file';
import { z } from '../../shared/zod';
import { LANGS } from '../../shared/i18n/lang';
import { listMonthEvents, PUBLIC_EVENT_KEYS } from '../events';
import { FORM_TYPES, loadVolunteerActivities, RECEIPT_TYPES, type FormType } from '../forms';
import { filterParams, NO_FILTER, STAGES, type ReimbursementFilter } from '../reimbursements';
import { eventTitle, feedbackMonth, feedbackMonths, PAGE_SIZE, statusAction, withRow } from './dashboard-model';
import { activityNames, csvFileName } from './record-columns';
import { MAIL_STATUSES, SUBMISSION_STATUSES, type Submission, type SubmissionStatus } from './submissions';
import { DASHBOARD_TOASTS } from './submissions-messages';

/**
 * The Forms dashboard's query keys: `['forms', resource, ...params]`, under the screen's name so that its
 * loading overlay counts them (useAdminBusy('forms')). The Reimbursements tab's totals are in
 * src/features/reimbursements/workflow-api.ts.
 */
export const SUBMISSION_KEYS = {
  /** Every page of a form's submissions, whatever the filter: what a change makes stale. */
  allSubmissions: (formType: FormType) => ['forms', 'submissions', formType] as const,
  submissions: (formType: FormType, page: number, filter: ReimbursementFilter = NO_FILTER) =>
    ['forms', 'submissions', formType, page, filter.stage, filter.year] as const,
  activities: ['forms', 'activities'] as const,
  /**
   * A reimbursement's receipt (its index into form_data.receipts). Not under 'forms': the row shows its own
   * placeholder, the screen's overlay stays for the screen's calls (docs/decisions/027).
   */
  receipt: (rowId: string, index: number) => ['receipts', rowId, index] as const,
};

/**
 * A submission row as the form-data calls answer it (SPEC section 3, Form submission row; section 7), read by
 * the Forms dashboard through this schema rather than trusted as it comes. A reimbursement row also carries
 * its workflow (DESIGN section 9, docs/decisions/035).
 */
const stageEntrySchema = z.object({
  stage: z.enum(STAGES),
  by: z.string(),
  by_id: z.string().optional(),
  at: z.string(),
  note: z.string().optional(),
});
const paidCheckSchema = z.object({ number: z.string(), amount: z.number(), date: z.string() });

export const submissionSchema = z.object({
  _id: z.string(),
  form_type: z.enum(FORM_TYPES),
  status: z.enum(SUBMISSION_STATUSES),
  submission_date: z.string(),
  form_data: z.record(z.string(), z.unknown()),
  /** The short reference the sender was given and quotes, 'HSA-2026-0142' (docs/decisions/055). */
  reference: z.string().optional(),
  /** Where its mails are (docs/decisions/034, 049). */
  mail_status: z.enum(MAIL_STATUSES).optional(),
  /** The language of the page it was sent from (docs/decisions/068). */
  lang: z.enum(LANGS).optional(),
  version: z.number().int().positive().optional(),
  stage: z.enum(STAGES).optional(),
  stage_history: z.array(stageEntrySchema).optional(),
  checks: z.array(paidCheckSchema).optional(),
}) satisfies z.ZodType<Submission>;

/** A page of rows (`page`, `page_size`) and how many there are in all (docs/decisions/013). */
export const submissionPageSchema = z.object({
  results: z.array(submissionSchema),
  totalCount: z.number().int().nonnegative().optional(),
});

/** A refused call's `error`, when the answer has one. */
const errorAnswerSchema = z.object({ error: z.string() });

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

/**
 * One page of a form's submissions (docs/decisions/013), reimbursements filtered by stage and school year;
 * the page shown stays until the next one is in.
 */
export const useSubmissions = (formType: FormType, page: number, filter: ReimbursementFilter = NO_FILTER) =>
  useQuery({
    ...ADMIN_READ,
    queryKey: SUBMISSION_KEYS.submissions(formType, page, filter),
    queryFn: ({ signal }) => listSubmissions(formType, page, PAGE_SIZE, signal, filter),
    placeholderData: keepPreviousData,
  });

/**
 * A row marked read or unread (SPEC section 4): the row the server answers takes its place in the page shown,
 * so it moves to its new section without the page being read again.
 */
export const useSetSubmissionStatus = (formType: FormType, page: number, filter?: ReimbursementFilter) =>
  useAdminMutation({
    mutationKey: ['forms', 'status'],
    mutationFn: (row: Submission) => setSubmissionStatus(formType, row._id, statusAction(row.status).next),
    done: (_updated, row) => statusAction(row.status).done,
    failed: DASHBOARD_TOASTS.markReadFailed,
    after: (updated, _row, client) =>
      client.setQueryData<SubmissionPage>(SUBMISSION_KEYS.submissions(formType, page, filter), (shown) => shown && withRow(shown, updated)),
  });

/** Download CSV: every row of the form, saved as 'hsa_{key}_{timestamp}.csv' (SPEC section 7). */
export const useDownloadCsv = (formType: FormType) =>
  useAdminMutation({
    mutationKey: ['forms', 'download'],
    mutationFn: () => downloadSubmissionsCsv(formType),
    failed: DASHBOARD_TOASTS.downloadFailed,
    after: (csv) => saveFile(csv, csvFileName(formType)),
  });

/**
 * A reimbursement's receipt (its index into form_data.receipts), read once its row's details open: an image
 * is shown in place, a PDF saved from the same bytes. A receipt never changes, so it is read once per visit.
 */
export const useReceipt = (rowId: string, index: number) =>
  useQuery({
    queryKey: SUBMISSION_KEYS.receipt(rowId, index),
    queryFn: () => fetchReceipt(rowId, index),
    staleTime: Infinity,
    meta: { failure: '[EG05] a receipt failed to load' },
  });

/** The volunteer activities' names by value, for the Volunteer Activity column (docs/decisions/013). */
export const useActivityNames = () =>
  useQuery({ ...ADMIN_READ, queryKey: SUBMISSION_KEYS.activities, queryFn: () => loadVolunteerActivities(), select: activityNames });

/**
 * The feedback rows' event titles: one public read per distinct month of the page's events, cached by
 * TanStack Query under the calendar's own key, so the rows of one month share a read. Until it answers,
 * or if it fails (logged only, SPEC section 8), the title stored with the feedback shows.
 */
export function useEventTitles(rows: readonly Submission[]): (row: Submission) => string {
  const months = feedbackMonths(rows);
  const events = useQueries({
    queries: months.map((month) => ({
      queryKey: PUBLIC_EVENT_KEYS.month(month),
      queryFn: ({ signal }: { signal: AbortSignal }) => listMonthEvents(month, { signal }),
      meta: { failure: '[EG05] events of the feedback failed to load' },
    })),
    combine: (answers) => answers.map((answer) => answer.data),
  });
  const byMonth = new Map(months.map((month, index) => [month, events[index]]));
  return (row) => eventTitle(row, byMonth.get(feedbackMonth(row) ?? ''));
}
