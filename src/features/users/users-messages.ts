/**
 * What the Users tool, the Account screen and the login page say (docs/decisions/017; SPEC section 2, Login).
 * A refused call shows the server's own reason (notifyFailure with no text of ours).
 */
import { ADMIN_MESSAGES } from '../../shared/admin/messages';

/** The login page's heading and browser title (SPEC section 2, Login). */
export const LOGIN_TITLE = 'HSA Site Login';

export const USER_MESSAGES = {
  added: (userId: string) => `Added ${userId}. They can sign in now.`,
  saved: (userId: string) => `Saved ${userId}.`,
  passwordReset: (userId: string) => `New password set for ${userId}. Their earlier sign-ins have ended.`,
  /** The spec's delete confirmation, for a user (SPEC section 5). */
  confirmRemove: ADMIN_MESSAGES.confirmDelete('user'),
  removed: (userId: string) => `Removed ${userId}.`,
  /** A change to one's own account in the Users tool ends one's own session too. */
  ownAccountChanged: 'Your account changed: please sign in again.',
  passwordChanged: 'Your password has been changed. Other sign-ins with the old password have ended.',
  passwordsDiffer: 'The new passwords do not match.',
  /** A token the server answered that the browser cannot read. */
  signInUnreadable: 'The sign-in answer could not be read. Please try again.',
  passwordAnswerUnreadable: 'The answer could not be read. Please sign in again.',
} as const;

/** The Users tool's and the Account screen's headings and explanations. */
export const USER_TEXT = {
  toolHeading: 'Users',
  addUser: 'Add user',
  toolHint: 'Scopes decide which tools a user sees. Administrators also manage users here.',
  newUser: 'New user',
  editUser: (userId: string) => `Edit user ${userId}`,
  resetHeading: (userId: string) => `Reset password of ${userId}`,
  resetExplained: (name: string) => `${name} signs in with the new password from now on; their earlier sign-ins end.`,
  accountHeading: 'Account',
  accountExplained: 'Your password changes here; your name and tools are set by an administrator.',
  changePassword: 'Change your password',
  loading: 'Loading users',
  savedInList: (userId: string) => `User ${userId} saved; it is marked in the list.`,
} as const;
