/** The forms feature's server surface (DESIGN section 3, docs/decisions/050): other features and the functions import its server code, and what it shares with them, from here only. */
export { type FormType, isFormType } from './form-types';
export { listVolunteerActivities } from './volunteer-activities.server';
export { volunteerActivitiesIn } from './volunteer-activities';
export { attachmentDisposition, deleteReceipts, readReceipt } from './receipts.server';
export { MAX_RECEIPTS } from './receipts';
export {
  limitSenderEmail,
  limitSubmissions,
  prepareSubmission,
  readSubmitRequest,
  storePreparedSubmission,
  type SubmitRequest,
} from './submit-form.server';
export { answerPostedForm, type PostedAnswer } from './posted-form.server';
// The feedback's confirmation, as an event's page draws it after a feedback sent without scripts (docs/decisions/075).
export { receivedFeedback } from './confirmation-panel';
