/** Text a person sees around events, in the spec's exact words (SPEC sections 2, 5 and 8). */
export const EVENT_MESSAGES = {
  missingDate: 'Missing Date Information For Event',
  startAfterEnd: 'Please ensure start date falls before end date',
  saved: 'Successfully Created Event',
  saveFailed: 'Sorry, There was an issue submitting your form [Please Contact Site Admin]',
  deleted: 'Successfully Deleted Event',
  deleteFailed: 'Sorry, There was an issue deleting this event [Please Contact Site Admin]',
  confirmDelete: 'Are you sure you want to delete this event?',
  fetchFailed: 'Sorry, We are unable to retrieve this event',
  noEvent: 'No Event Information',
  noEventsThisMonth: "Sorry we currently don't have any events for this month.",
  checkBackLater: 'Please check back later or check out another month.',
  noGradeEvents: "Sorry we currently don't have any events for this date range.",
} as const;

/** Problems the spec leaves unworded, for the editor and the function's 400s. */
export const EVENT_INPUT_MESSAGES = {
  title: 'Please add a title.',
  wallTime: 'Please give the date and time as yyyy-MM-ddTHH:mm.',
  years: (min: number, max: number) => `Please choose a date between the years ${min} and ${max}.`,
  tooLong: (maxDays: number) => `An event can last at most ${maxDays} days.`,
  gradeSlug: 'Each grade must be one of the grades.',
  unknownGrade: (slug: string) => `There is no grade '${slug}'. Reload the grades and choose again.`,
  missingId: 'Which event? An update needs the event id.',
} as const;

/** The Event Editor's own hints, where the spec gives no words. */
export const EVENT_EDITOR_TEXT = {
  schoolWide: 'Leave every grade unticked for a school-wide event.',
  timeZone: "Times are Eastern Time, the school's time zone.",
  linkLeftOut: (problem: string) => `${problem} This link will be left out when you submit.`,
} as const;
