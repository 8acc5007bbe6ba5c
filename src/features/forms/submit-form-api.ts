/**
 * Calls of the public forms (SPEC section 7): the volunteer activity list and submit-form. A
 * reimbursement goes as multipart (form_data as JSON text, one `files` part per receipt); every other
 * form as JSON. Success is `{ status: true }`; anything else is a failure.
 */
import type { FormType } from './form-types';
import type { VolunteerActivity } from '../content';
import { apiCall, apiRequest, ApiError, readAnswer, readJson } from '../../shared/api-client';

const SUBMIT_PATH = '/v1/api/submit-form';

/** The options of the activity fields, `{ name, value }`, as the datasource serves them. */
export const loadVolunteerActivities = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiCall<VolunteerActivity[]>('/v1/api/datasource/volunteer-activities', { signal });

/** The request body for one submission: FormData for a reimbursement (even without receipts), JSON otherwise. */
export function submissionBody(
  formType: FormType,
  formData: Record<string, unknown>,
  files: readonly File[] = [],
): FormData | { form_type: FormType; form_data: Record<string, unknown> } {
  if (formType !== 'reimbursement_request') return { form_type: formType, form_data: formData };
  const body = new FormData();
  body.append('form_type', formType);
  body.append('form_data', JSON.stringify(formData));
  for (const file of files) body.append('files', file, file.name);
  return body;
}

/** An OK answer counts as received only with a truthy `status` (SPEC section 7). */
export function checkSubmitAnswer(payload: unknown, httpStatus: number): void {
  const answer = readAnswer(payload);
  if (answer.status) return;
  throw new ApiError(answer.error ?? 'The form was not accepted.', httpStatus, answer.code);
}

/** Sends a form; resolves once the server said it was received, throws an ApiError otherwise. */
export async function submitForm(formType: FormType, formData: Record<string, unknown>, files: readonly File[] = []): Promise<void> {
  const response = await apiRequest(SUBMIT_PATH, { method: 'POST', body: submissionBody(formType, formData, files) });
  checkSubmitAnswer(await readJson(response), response.status);
}
