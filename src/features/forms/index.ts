/** What other features use of the forms feature's modules (DESIGN section 3): they import from here only. */
export { MAX_FEEDBACK_LENGTH } from './form-limits';
export { FORM_MESSAGES } from './form-messages';
export { HONEYPOT_FIELD, eventFeedbackSchema, type EventFeedback } from './form-schema';
export { submitForm } from './forms-api';
