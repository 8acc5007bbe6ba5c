/** What other features use of the forms feature's server modules (DESIGN section 3): they import from here only. */
export { listSubmissions, storeSubmission } from './submissions.server';
