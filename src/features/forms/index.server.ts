/** The forms feature's server surface (DESIGN section 3, docs/decisions/050): other features and the functions import its server code, and what it shares with them, from here only. */
export {
  findSubmission,
  listAllSubmissions,
  listSubmissions,
  setMailStatus,
  setSubmissionStatus,
  storeSubmission,
} from '../submissions/submissions.server';
export { activityNames, csvFileName, formatSubmissionDate, submissionColumns } from '../submissions/record-columns';
export { listVolunteerActivities } from './volunteer-activities.server';
export {
  currentSchoolYear,
  ensureStatusLink,
  listReimbursements,
  moveReimbursement,
  readReimbursementStatus,
  reimbursementTotals,
} from '../reimbursements/workflow.server';
export { attachmentDisposition, deleteReceipts, readReceipt } from './receipts.server';
export { type FormType, isFormType } from './form-types';
export { MAX_RECEIPTS } from './receipts';
export { isStageUpdate, stageUpdateSchema, submissionStatusSchema } from '../submissions/status-change-schema';
export { STAGES } from '../reimbursements/workflow';
export { submissionsCsv } from '../submissions/csv-export.server';
export { limitSubmissions, prepareSubmission, readSubmitRequest, storePreparedSubmission } from './submit-form.server';
