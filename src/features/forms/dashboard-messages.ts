/** Forms dashboard texts the spec leaves open; the spec's own toasts are FORM_MESSAGES (form-messages.ts). */
export const DASHBOARD_MESSAGES = {
  receiptFailed: 'Sorry, There was an issue opening this receipt [Please Contact Site Admin]',
  emptySection: (section: string) => `No ${section.toLowerCase()} submissions on this page.`,
  markRead: 'Mark as read',
  markUnread: 'Mark as unread',
  downloadCsv: 'Download CSV',
  tabList: 'Form submissions',
  openReceipt: 'Open receipt ',
  pages: (label: string) => `${label} pages`,
  previous: 'Previous',
  next: 'Next',
} as const;
