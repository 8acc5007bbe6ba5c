/** The forms feature's server surface (DESIGN section 3, docs/decisions/050): other features and the functions import its server code, and what it shares with them, from here only. */
export {
  findSubmission,
  listAllSubmissions,
  listSubmissions,
  setMailStatus,
  setSubmissionStatus,
  storeSubmission,
} from './submissions.server';
export { activityNames, csvFileName, formatSubmissionDate, submissionColumns } from './form-columns';
export { listVolunteerActivities } from './volunteer-activities.server';
export {
  currentSchoolYear,
  ensureStatusLink,
  listReimbursements,
  moveReimbursement,
  readReimbursementStatus,
  reimbursementTotals,
} from './reimbursements.server';
export { attachmentDisposition, deleteReceipts, readReceipt } from './receipts.server';
export { type FormType, isFormType } from './forms';
export { MAX_RECEIPTS } from './receipts';
export { isStageUpdate, stageUpdateSchema, submissionStatusSchema } from './submission-status-schema';
export { STAGES } from './reimbursement-stages';
export { submissionsCsv } from './submissions-csv.server';
export { limitSubmissions, prepareSubmission, readSubmitRequest, storePreparedSubmission } from './form-submit.server';
