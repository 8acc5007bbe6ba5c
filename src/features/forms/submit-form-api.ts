/**
 * Calls of the public forms (SPEC section 7): the volunteer activity list and submit-form. A
 * reimbursement goes as multipart (form_data as JSON text, one `files` part per receipt); every other
 * form as JSON. Success is `{ status: true }`; anything else is a failure.
 */
import type { FormType } from './form-types';
import type { VolunteerActivity } from '../content';
import { apiCall, apiRequest, ApiError, readAnswer, readJson } from '../../shared/api-client';
import type { Lang } from '../../shared/i18n/lang';

const SUBMIT_PATH = '/v1/api/submit-form';

/**
 * The options of the activity fields, `{ name, value }`, as the datasource serves them; for a Spanish page with
 * each option's Spanish name, where it has one (`name_es`, docs/decisions/093).
 */
export const loadVolunteerActivities = ({ signal, lang = 'en' }: { signal?: AbortSignal; lang?: Lang } = {}) =>
  apiCall<VolunteerActivity[]>(`/v1/api/datasource/volunteer-activities${lang === 'es' ? '?lang=es' : ''}`, { signal });

/**
 * The request body for one submission: FormData for a reimbursement (even without receipts), JSON otherwise. It
 * names the page's language beside the form (docs/decisions/068), so the family's mails are written in it.
 */
export function submissionBody(
  formType: FormType,
  formData: Record<string, unknown>,
  files: readonly File[] = [],
  lang: Lang = 'en',
): FormData | { form_type: FormType; form_data: Record<string, unknown>; lang: Lang } {
  if (formType !== 'reimbursement_request') return { form_type: formType, form_data: formData, lang };
  const body = new FormData();
  body.append('form_type', formType);
  body.append('form_data', JSON.stringify(formData));
  body.append('lang', lang);
  for (const file of files) body.append('files', file, file.name);
  return body;
}

/** What the server says of a form it received (docs/decisions/055): its reference and, for a reimbursement, its status page. */
export interface SubmitReceipt {
  reference?: string;
  statusPage?: string;
}

const textField = (payload: unknown, key: string): string | undefined => {
  const value: unknown = typeof payload === 'object' && payload !== null && key in payload ? Reflect.get(payload, key) : undefined;
  return typeof value === 'string' && value ? value : undefined;
};

/** An OK answer counts as received only with a truthy `status` (SPEC section 7). */
export function checkSubmitAnswer(payload: unknown, httpStatus: number): SubmitReceipt {
  const answer = readAnswer(payload);
  if (answer.status) {
    const statusPage = textField(payload, 'status_page');
    return { reference: textField(payload, 'reference'), statusPage: statusPage?.startsWith('/') ? statusPage : undefined };
  }
  throw new ApiError(answer.error ?? 'The form was not accepted.', httpStatus, answer.code);
}

/** Sends a form from a page in `lang`; resolves once the server said it was received, throws an ApiError otherwise. */
export async function submitForm(
  formType: FormType,
  formData: Record<string, unknown>,
  files: readonly File[] = [],
  lang: Lang = 'en',
): Promise<SubmitReceipt> {
  const response = await apiRequest(SUBMIT_PATH, { method: 'POST', body: submissionBody(formType, formData, files, lang) });
  return checkSubmitAnswer(await readJson(response), response.status);
}
