/** The sign-ups feature's server surface (DESIGN section 3, docs/decisions/050): other features and the functions import its server code from here only. */
export {
  cancelByToken,
  findManage,
  listOpenSheets,
  listUpcomingSheetTexts,
  openEventIds,
  readManage,
  readEventSheet,
  readPublicSheet,
  readRoster,
  saveSheet,
  sheetAnswer,
  signUp,
} from './server/signups.server';
export { answerPostedCancel, type CancelAnswer } from './server/posted-cancel.server';
export { rosterCsv, rosterFileName } from './server/roster-csv.server';
export { signupMailJob } from './server/signup-mails.server';
export { changeNoticeJob, withChangeNotices } from './server/change-notices.server';
export { sendDueReminders } from './server/reminders.server';
export { rosterOf } from './core/sheet';
export { ensureDueMarker, readSheet } from './server/sheets.server';
export { manageActionSchema, sheetInputSchema, signupInputSchema } from './core/signup-schema';
export { SIGNUP_MESSAGES } from './signup-messages';
