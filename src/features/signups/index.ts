/** What other features use of the sign-ups feature's modules (DESIGN section 3): rules, types, messages and API calls, never a component. Components are in ui.ts, admin screens in admin.ts. */
export {
  hasOpenSlot,
  manageShowsEnglish,
  publicName,
  type ManageView,
  type PublicSheet,
  type PublicSlot,
  type RosterEntry,
  type SheetFields,
  type SignupAnswer,
  type SignupStatus,
  type Slot,
  type UpcomingSheetTexts,
} from './core/sheet';
export { manageActionSchema, sheetInputSchema, signupInputSchema, type SheetInput, type SignupInput } from './core/signup-schema';
export { SIGNUP_MESSAGES } from './signup-messages';
export { SIGNUP_KEYS } from './api/keys';
export { listOpenSheets, OPEN_SHEETS_KEY, OPEN_SHEETS_PATH, type OpenSheet } from './api/open-sheets-api';
export { useVolunteersWanted, type ServedOpenSheets } from './api/use-volunteers-wanted';
export { signupsText, type SignupsText } from './signups-text';
