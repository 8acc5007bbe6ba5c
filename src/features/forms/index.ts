/** What other features use of the forms feature's modules (DESIGN section 3): rules, types, stores and API calls, never a component, so that server code may import it too. Components are in ui.ts, admin screens in admin.ts. */
export { MAX_FEEDBACK_LENGTH } from './size-limits';
export { FORM_MESSAGES } from './forms-messages';
export { HONEYPOT_FIELD, eventFeedbackSchema, type EventFeedback } from './payload-schema';
export { submitForm } from './submit-form-api';
export { DASHBOARD_TABS, FORM_TYPES, VOLUNTEER_FORM_TABS, type FormType, type Submission } from './form-types';
export { listSubmissions } from '../submissions/form-data-api';
export { formatMoney } from './money';
export { requestTotal, type StageEntry } from '../reimbursements/workflow';
export { checkDay, statusDay } from '../reimbursements/payee-status';
