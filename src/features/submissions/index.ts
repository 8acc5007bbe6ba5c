/** What other features use of the submissions feature's modules (DESIGN section 3): rules, types, stores and API calls, never a component, so that server code may import it too. Components are in ui.ts, admin screens in admin.ts. */
export type { Submission, SubmissionStatus } from './submissions';
export { DASHBOARD_TABS } from './dashboard-model';
export { formDataPath, listSubmissions, SUBMISSION_KEYS, submissionSchema } from './form-data-api';
export { rowIdSchema } from './status-change-schema';
export { submittedAt, wallDay, type ActivityNames } from './record-columns';
export { formatReference, referenceOf, REFERENCE_PATTERN } from './reference';
