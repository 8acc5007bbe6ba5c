/** What other features use of the forms feature's server modules (DESIGN section 3): they import from here only. */
export { findSubmission, listSubmissions, setMailStatus, storeSubmission } from './submissions.server';
export { activityNames, formatSubmissionDate, submissionColumns } from './form-columns';
export { listVolunteerActivities } from './volunteer-activities.server';
export { ensureStatusLink, readReimbursementStatus } from './reimbursements.server';
export { deleteReceipts } from './receipts.server';
