import type { StageFields } from '../reimbursements/workflow';

/** The four public form types, which are also the admin data keys (SPEC section 7). */
export const FORM_TYPES = ['volunteer_request', 'volunteer_hours_request', 'reimbursement_request', 'event_feedback'] as const;
export type FormType = (typeof FORM_TYPES)[number];

/** The three forms of the Volunteer Form page, in tab order, built from field definitions (SPEC section 2). */
export const VOLUNTEER_FORM_TYPES = ['volunteer_request', 'volunteer_hours_request', 'reimbursement_request'] as const;
export type VolunteerFormType = (typeof VOLUNTEER_FORM_TYPES)[number];

export const VOLUNTEER_FORM_TABS: Readonly<Record<VolunteerFormType, string>> = {
  volunteer_request: 'Volunteer Activity Request',
  volunteer_hours_request: 'Log Volunteer Hours',
  reimbursement_request: 'Reimbursement Request',
};

/** The Forms dashboard's tabs in the spec's order; volunteer_request is selected at the start. */
export const DASHBOARD_TABS: ReadonlyArray<{ key: FormType; label: string }> = [
  { key: 'volunteer_request', label: 'Volunteer Requests' },
  { key: 'reimbursement_request', label: 'Reimbursements' },
  { key: 'volunteer_hours_request', label: 'Logged Volunteer Hour' },
  { key: 'event_feedback', label: 'Event Feedback' },
];

export const SUBMISSION_STATUSES = ['INCOMPLETE', 'COMPLETE'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** SPEC section 4: INCOMPLETE is shown as Unread, COMPLETE as Read. */
export const STATUS_LABELS: Readonly<Record<SubmissionStatus, string>> = { INCOMPLETE: 'Unread', COMPLETE: 'Read' };

export const toggledStatus = (status: SubmissionStatus): SubmissionStatus => (status === 'COMPLETE' ? 'INCOMPLETE' : 'COMPLETE');

export function isFormType(value: unknown): value is FormType {
  return typeof value === 'string' && (FORM_TYPES as readonly string[]).includes(value);
}

export function isVolunteerFormType(value: unknown): value is VolunteerFormType {
  return typeof value === 'string' && (VOLUNTEER_FORM_TYPES as readonly string[]).includes(value);
}

/** The `form` query parameter picks the first tab when it names one of the three forms (SPEC section 2). */
export const initialFormTab = (query: string | null | undefined): VolunteerFormType =>
  isVolunteerFormType(query) ? query : 'volunteer_request';

/** A stored row; a reimbursement request also carries its workflow fields (docs/decisions/035, `StageFields`). */
export interface Submission extends StageFields {
  _id: string;
  form_type: FormType;
  status: SubmissionStatus;
  submission_date: string;
  form_data: Record<string, unknown>;
  /**
   * Its mails (docs/decisions/034, 049): 'pending' from the moment it is stored until every mail went out
   * ('sent') or one was given up ('failed'); absent when mail was not set up, or on rows from before.
   */
  mail_status?: MailStatus;
  /** A reimbursement request's version: 1 when stored, raised by each stage move (DESIGN section 9). */
  version?: number;
}

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
