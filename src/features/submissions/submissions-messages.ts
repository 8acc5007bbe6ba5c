/** The Forms dashboard's toasts, in the spec's words (SPEC sections 4 and 8). */
export const DASHBOARD_TOASTS = {
  setUnread: 'Request Set To Unread',
  setRead: 'Request Set To Read',
  markReadFailed: 'Sorry, There was an issue marking row as read [Please Contact Site Admin]',
  downloadFailed: 'Sorry, There was an issue with the download [Please Contact Site Admin]',
} as const;

/** Forms dashboard texts the spec leaves open. */
export const DASHBOARD_MESSAGES = {
  receiptFailed: 'Sorry, There was an issue opening this receipt [Please Contact Site Admin]',
  emptySection: (section: string) => `No ${section.toLowerCase()} submissions on this page.`,
  status: 'Status',
  markRead: 'Mark as read',
  markUnread: 'Mark as unread',
  downloadCsv: 'Download CSV',
  tabList: 'Form submissions',
  pages: (label: string) => `${label} pages`,
  previous: 'Previous',
  next: 'Next',
  loading: (label: string) => `Loading ${label}`,
  /** Read before the name on a row's disclosure button: 'Details of Ann Lee'. */
  detailsPrefix: 'Details of ',
  detailsOf: (title: string) => `Details of ${title}`,
  /** A row whose naming field is empty. */
  untitled: 'No name given',
  notGiven: 'Not given',
  invoiceLines: 'Invoice lines',
  invoiceColumns: { qty: 'Qty', item: 'Item', price: 'Price', lineTotal: 'Line Total' },
  loadingReceipt: (name: string) => `Loading receipt ${name}`,
  receiptImage: (name: string) => `Receipt ${name}`,
  download: (name: string) => `Download ${name}`,
} as const;
