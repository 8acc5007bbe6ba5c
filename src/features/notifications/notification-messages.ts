/** What the Notifications panel and the mail note say, written once. */
export const NOTIFICATION_MESSAGES = {
  open: 'Notifications',
  heading: 'E-mail notifications',
  intro:
    'Who gets an e-mail when a form is sent. The person who sent a volunteer request, logged hours or a reimbursement request also gets a confirmation with a copy of what they sent.',
  loading: 'Loading the notification addresses',
  loadFailed: 'Sorry, the notification addresses could not be loaded.',
  notSetUp:
    'Mail is not set up on this site: forms are still stored here, but no e-mail is sent. Ask the site\'s maintainer to set SMTP_URL and MAIL_FROM (README, "E-mail").',
  nobody: 'Nobody is alerted for this form.',
  addLabel: (form: string) => `New address for ${form}`,
  add: 'Add',
  remove: 'Remove',
  removeLabel: (address: string, form: string) => `Remove ${address} from ${form}`,
  added: (address: string, form: string) => `${address} added to ${form}. Save to keep it.`,
  removed: (address: string, form: string) => `${address} removed from ${form}. Save to keep it.`,
  save: 'Save notifications',
  saved: 'Notification addresses saved.',
  saveFailed: 'Sorry, the notification addresses could not be saved.',
  mailFailed: 'The e-mail about this submission could not be sent.',
  mailOwed: 'The e-mails about this submission have not gone out yet: the site keeps trying for 24 hours.',
} as const;
