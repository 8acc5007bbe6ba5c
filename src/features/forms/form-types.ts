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

export function isFormType(value: unknown): value is FormType {
  return typeof value === 'string' && (FORM_TYPES as readonly string[]).includes(value);
}

export function isVolunteerFormType(value: unknown): value is VolunteerFormType {
  return typeof value === 'string' && (VOLUNTEER_FORM_TYPES as readonly string[]).includes(value);
}

/** The query parameter that names the Volunteer Form page's form. */
export const FORM_QUERY = 'form';
/** The forms' place in the page: an answer to a form sent without scripts opens there, at its summary or confirmation. */
export const FORMS_ANCHOR = 'volunteer-forms';

/** The `form` query parameter picks the first tab when it names one of the three forms (SPEC section 2). */
export const initialFormTab = (query: string | null | undefined): VolunteerFormType =>
  isVolunteerFormType(query) ? query : 'volunteer_request';
