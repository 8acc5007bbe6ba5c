/** The submissions feature's server surface (DESIGN section 3, docs/decisions/050): other features and the functions import its server code, and what it shares with them, from here only. */
export {
  findSubmission,
  listAllSubmissions,
  listSubmissions,
  monthFolders,
  NO_SUCH_ROW,
  newSubmissionId,
  readRows,
  setMailStatus,
  setSubmissionStatus,
  storedSubmission,
  storeSubmission,
  submissionKey,
  submissionsStore,
  withStage,
  type StoreOptions,
} from './submissions.server';
export { advanceReferenceHint, claimReference } from './reference.server';
export { activityNames, chosenNames, csvFileName, formatSubmissionDate, submissionColumns, submittedAt } from './record-columns';
export { detailFields, eventTitle, feedbackMonth, type KnownEvent } from './dashboard-model';
export { neutraliseCell, submissionsCsv } from './csv-export.server';
export { rowIdSchema, submissionStatusSchema } from './status-change-schema';
