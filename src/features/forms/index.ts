/** What other features use of the forms feature's modules (DESIGN section 3): rules, types, stores and API calls, never a component, so that server code may import it too. Components are in ui.ts, admin screens in admin.ts. */
export { FORM_TYPES, VOLUNTEER_FORM_TABS, isFormType, isVolunteerFormType, type FormType } from './form-types';
export { MAX_FEEDBACK_LENGTH } from './size-limits';
export { FIELD_MESSAGES, FORM_MESSAGES } from './forms-messages';
export { HONEYPOT_FIELD, eventFeedbackSchema, type EventFeedback } from './payload-schema';
export { loadVolunteerActivities, submitForm } from './submit-form-api';
export { REIMBURSEMENT_TYPE_OPTIONS, formFields } from './field-definitions';
export { formatDollars, formatMoney, parseDecimal } from './money';
export { RECEIPT_TYPES } from './receipts';
export { formsText, type FormsText } from './forms-text';
