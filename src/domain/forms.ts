/** The four public form types, which are also the admin data keys (SPEC section 7). */
export const FORM_TYPES = ['volunteer_request', 'volunteer_hours_request', 'reimbursement_request', 'event_feedback'] as const;
export type FormType = (typeof FORM_TYPES)[number];

export const SUBMISSION_STATUSES = ['INCOMPLETE', 'COMPLETE'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export function isFormType(value: unknown): value is FormType {
  return typeof value === 'string' && (FORM_TYPES as readonly string[]).includes(value);
}

export interface Submission {
  _id: string;
  form_type: FormType;
  status: SubmissionStatus;
  submission_date: string;
  form_data: Record<string, unknown>;
}
