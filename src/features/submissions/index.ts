/** What other features use of the submissions feature's modules (DESIGN section 3): rules, types, stores and API calls, never a component, so that server code may import it too. Components are in ui.ts, admin screens in admin.ts. */
export type { Submission, SubmissionStatus } from './submissions';
export { DASHBOARD_TABS } from './dashboard-model';
export { formDataPath, listSubmissions } from './form-data-api';
export { submissionSchema } from './answer-schemas';
export { rowIdSchema } from './status-change-schema';
export { SUBMISSION_KEYS } from './api/keys';
export { submittedAt, wallDay } from './date-formats';
export type { ActivityNames } from './record-columns';
