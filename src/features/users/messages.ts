/** What the Users tool and the Account screen say (docs/decisions/017). */
export const USER_MESSAGES = {
  added: (userId: string) => `Added ${userId}. They can sign in now.`,
  saved: (userId: string) => `Saved ${userId}.`,
  passwordReset: (userId: string) => `New password set for ${userId}. Their earlier sign-ins have ended.`,
  /** The spec's delete confirmation, for a user (SPEC section 5). */
  confirmRemove: 'Are you sure you want to delete this user?',
  removed: (userId: string) => `Removed ${userId}.`,
  /** A change to one's own account in the Users tool ends one's own session too. */
  ownAccountChanged: 'Your account changed: please sign in again.',
  passwordChanged: 'Your password has been changed. Other sign-ins with the old password have ended.',
  passwordsDiffer: 'The new passwords do not match.',
  /** The server's readable reason (400 bad input, 404, 409 taken id, last administrator, stale edit, 429). */
  reason: (error: unknown) => (error instanceof Error ? error.message : String(error)),
};

export const SCOPE_LABELS = {
  events: 'Events (Events Tool)',
  formations: 'Formations (Committee and Grade tools)',
  forms: 'Forms (form submissions)',
  content: 'Site content (page texts, home images, board)',
} as const;
