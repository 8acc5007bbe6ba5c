/** What other features use of the forms feature's modules (DESIGN section 3): rules, types, stores and API calls, never a component, so that server code may import it too. Components are in ui.ts, admin screens in admin.ts. */
export { MAX_FEEDBACK_LENGTH } from './form-limits';
export { FORM_MESSAGES } from './form-messages';
export { HONEYPOT_FIELD, eventFeedbackSchema, type EventFeedback } from './form-schema';
export { submitForm } from './forms-api';
export { DASHBOARD_TABS, FORM_TYPES, VOLUNTEER_FORM_TABS, type FormType, type Submission } from './forms';
export { listSubmissions } from './submissions-api';
export { formatMoney } from './form-numbers';
export { requestTotal, type StageEntry } from './reimbursement-stages';
export { checkDay, statusDay } from './reimbursement-status';
