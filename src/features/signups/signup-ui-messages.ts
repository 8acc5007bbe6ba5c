/**
 * What the officer's sheet editor and roster say (DESIGN section 9, docs/decisions/067), in English only as
 * the admin area is. The public sheet and the manage page read signups-text.ts; the rules' own refusals are in
 * signup-messages.ts.
 */
export const SHEET_EDITOR_TEXT = {
  heading: 'Volunteer sign-ups',
  intro: 'Parents sign up for these slots in the event popup; when a slot is full they join its waitlist.',
  none: 'This event has no sign-up sheet.',
  add: 'Add a sign-up sheet',
  loading: 'Loading the sign-up sheet',
  slots: 'Slots',
  slotLabel: (n: number) => `Slot ${n}`,
  slotTitle: (n: number) => `Slot ${n} title`,
  slotTitleEs: (n: number) => `Slot ${n} title in Spanish (optional)`,
  slotTitleEsHint: "A slot's title in Spanish is shown on the Spanish site. While it is empty, the Spanish site shows the English.",
  slotPlaceholder: 'Set-up 5-6 pm',
  capacity: 'Volunteers needed',
  addSlot: 'Add a slot',
  removeSlot: (title: string) => `Remove ${title}`,
  closesAt: 'Sign-ups close',
  closesAtHint: 'Eastern Time. Leave empty to take sign-ups until the event starts.',
  notify: 'Tell of cancellations',
  notifyHint: 'E-mail addresses, one a line, told when a volunteer cancels.',
  save: 'Save sheet',
  saved: 'Sign-up sheet saved',
  saveFailed: 'The sign-up sheet could not be saved',
  loadFailed: 'The sign-up sheet could not be loaded',
  wholeSeries: 'A sheet belongs to one date of a repeating event: open that date in the list to add one.',
  downloadFailed: 'The roster could not be downloaded',
} as const;

export const ROSTER_TEXT = {
  heading: 'Roster',
  print: 'Print',
  download: 'Download CSV',
  confirmed: 'Confirmed',
  waitlist: 'Waitlist',
  empty: 'No one yet.',
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  position: 'Place',
  checkIn: 'Here',
  count: (confirmed: number, capacity: number) => `${confirmed} of ${capacity} filled`,
} as const;
