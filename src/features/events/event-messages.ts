/** Text a person sees around events, in the spec's exact words (SPEC sections 2, 5 and 8). */
import { ADMIN_MESSAGES } from '../../shared/admin/messages';

export const EVENT_MESSAGES = {
  missingDate: 'Missing Date Information For Event',
  startAfterEnd: 'Please ensure start date falls before end date',
  saved: ADMIN_MESSAGES.saved,
  saveFailed: ADMIN_MESSAGES.submitFailed,
  deleted: ADMIN_MESSAGES.deleted('Event'),
  deleteFailed: ADMIN_MESSAGES.deleteFailed('event'),
  confirmDelete: ADMIN_MESSAGES.confirmDelete('event'),
  fetchFailed: 'Sorry, We are unable to retrieve this event',
  noEvent: 'No Event Information',
  noEventsThisMonth: "Sorry we currently don't have any events for this month.",
  checkBackLater: 'Please check back later or check out another month.',
  noGradeEvents: "Sorry we currently don't have any events for this date range.",
} as const;

/** An event address that names no event (docs/decisions/054): 'No Event Information' explained. */
export const EVENT_NOT_FOUND_TEXT = {
  title: 'Event Not Found',
  explanation:
    'We could not find this event. It may have been removed or replaced, or the link may be incomplete. Every event still planned is on the events calendar.',
  calendarLink: 'See the events calendar',
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

/** The Events Manager's and the Event Editor's own words, where the spec gives none. */
export const EVENT_EDITOR_TEXT = {
  schoolWide: 'Leave every grade unticked for a school-wide event.',
  timeZone: "Times are Eastern Time, the school's time zone.",
  linkLeftOut: (problem: string) => `${problem} This link will be left out when you submit.`,
  managerHeading: 'Events Manager',
  monthList: 'Events this month',
  addEvent: 'Add Event',
  editEvent: (title: string) => `Edit ${title}`,
  past: 'Past',
  noEventsYet: 'No events this month yet.',
  allEvents: 'All Events',
  savedInList: (title: string, month: string) => `Event ${title} saved; it is marked in the list of ${month}.`,
  editorHeading: (existing: boolean) => (existing ? 'Edit Event' : 'New Event'),
} as const;
