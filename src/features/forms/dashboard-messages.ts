/** Forms dashboard texts the spec leaves open; the spec's own toasts are FORM_MESSAGES (src/domain/form-messages.ts). */
export const DASHBOARD_MESSAGES = {
  receiptFailed: 'Sorry, There was an issue opening this receipt [Please Contact Site Admin]',
  emptySection: (section: string) => `No ${section.toLowerCase()} submissions on this page.`,
} as const;
