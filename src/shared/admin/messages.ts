/**
 * The texts every admin tool shares, written once: the spec's toasts and confirmations with the item's
 * type in them (SPEC sections 5 and 8), and the editor's controls. A feature's own texts are in its
 * messages file, which takes these from here.
 */
export const ADMIN_MESSAGES = {
  /** The spec uses this one text for every admin save: events (new or updated), committees, grades. */
  saved: 'Successfully Created Event',
  submitFailed: 'Sorry, There was an issue submitting your form [Please Contact Site Admin]',
  deleted: (type: string) => `Successfully Deleted ${type}`,
  deleteFailed: (type: string) => `Sorry, There was an issue deleting this ${type} [Please Contact Site Admin]`,
  confirmDelete: (type: string) => `Are you sure you want to delete this ${type}?`,
} as const;

/** The editor shell's controls (AdminEditor.tsx). */
export const EDITOR_TEXT = {
  back: 'Back',
  submit: 'Submit',
  clear: 'Clear',
  delete: 'Delete',
  /** Asked before any way out of a form with unsaved changes (leave-guard.ts). */
  unsavedChanges: 'You have unsaved changes. Leave without saving?',
  /** The tag on the list item a save just put there. */
  saved: 'Saved',
  /** The link from an editor to its saved item's public page (SiteLink.tsx). */
  viewOnSite: 'View on the site',
  newTab: '(opens in a new tab)',
} as const;
