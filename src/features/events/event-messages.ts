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
  scope: "Please choose which events to change: 'this', 'following' or 'all'.",
  scopeNeeded: "This is one date of a repeating event: please say which events to change, with scope 'this', 'following' or 'all'.",
  noOccurrence: 'That date is not part of this repeating event.',
} as const;

/** The Events Manager's and the Event Editor's own words, where the spec gives none. */
export const EVENT_EDITOR_TEXT = {
  schoolWide: 'Leave every grade unticked for a school-wide event.',
  timeZone: "Times are Eastern Time, the school's time zone.",
  spanishHint: 'Shown on the Spanish site. While empty, the Spanish site shows the English.',
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

/** The Event Editor's repeat controls, its scope dialog and the marks of a series (DESIGN section 9; docs/decisions/064). */
export const SERIES_TEXT = {
  repeats: 'Repeats',
  kinds: {
    none: 'Does not repeat',
    daily: 'Daily',
    weekly: (weekday: string) => `Weekly on ${weekday}`,
    monthlyWeekday: (which: string) => `Monthly on the ${which}`,
    monthlyDay: (day: number) => `Monthly on day ${day}`,
    yearly: 'Yearly',
  },
  every: 'Every',
  units: { daily: 'day', weekly: 'week', monthlyWeekday: 'month', monthlyDay: 'month', yearly: 'year' },
  unit: (unit: string, interval: number) => (interval === 1 ? unit : `${unit}s`),
  onWeekdays: 'On these days',
  ends: 'Ends',
  onDate: 'On date',
  endDate: 'End date',
  after: 'After',
  times: 'times',
  timesLabel: 'Number of times',
  skipped: 'Skipped dates',
  skippedHint: 'Dates of the series that do not take place (a holiday, a snow day).',
  skipDate: 'Date to skip',
  addSkip: 'Skip this date',
  removeSkip: (date: string) => `Stop skipping ${date}`,
  noSkips: 'No dates skipped.',
  summary: (words: string) => `Repeats: ${words}`,
  occurrenceHint:
    'This is one date of a repeating event. When you submit or delete, you choose: this event, this and following events, or all events.',
  mark: (words: string) => `Repeats: ${words}`,
  dialog: {
    saveHeading: 'Save repeating event',
    deleteHeading: 'Delete repeating event',
    saveQuestion: 'Which events should this change?',
    deleteQuestion: 'Which events should be deleted?',
    this: 'This event',
    following: 'This and following events',
    all: 'All events',
    cancel: 'Cancel',
    explained: {
      save: {
        this: 'Only this date changes, its photos too; the repeat settings stay as they are.',
        following: 'This date and every later one change, photos included; earlier dates stay as they were.',
        all: 'Every date of the series changes, earlier ones too, photos included.',
      },
      delete: {
        this: 'Only this date is deleted; the others stay.',
        following: 'This date and every later one are deleted; earlier dates stay.',
        all: 'Every date of the series is deleted, earlier ones too.',
      },
    },
    thisNotWithRepeat:
      'You changed the repeat or the skipped dates: they apply to this and following events or to all events, not to one date.',
  },
} as const;

/** "School closed" in the Events Manager (docs/decisions/065). */
export const SCHOOL_CLOSED_TEXT = {
  open: 'School closed',
  heading: 'School closed: skip a day',
  explained:
    'For a snow day or a holiday. Every repeating event with a date on this day skips it, as deleting "This event" does. Events that do not repeat are not changed.',
  day: 'Day the school is closed',
  looking: 'Looking for repeating events on that day…',
  none: (date: string) => `No repeating event has a date on ${date}.`,
  touches: (count: number, date: string) =>
    `${count === 1 ? 'This repeating event skips' : `These ${count} repeating events skip`} ${date}:`,
  skip: (count: number) => (count === 1 ? 'Skip 1 date' : `Skip ${count} dates`),
  cancel: 'Cancel',
  done: (count: number, date: string) => `${count} repeating ${count === 1 ? 'event skips' : 'events skip'} ${date}.`,
  failed: 'Some dates could not be skipped. The list shows those still planned; please try again.',
} as const;
