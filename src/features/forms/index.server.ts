/** What other features use of the forms feature's server modules (DESIGN section 3): they import from here only. */
export { listSubmissions, markSubmissionMailFailed, storeSubmission } from './submissions.server';
export { activityNames, formatSubmissionDate, submissionColumns } from './form-columns';
export { listVolunteerActivities } from './volunteer-activities.server';
export { readReimbursementStatus, statusTokenFor } from './reimbursements.server';
