/** The events feature's server surface (DESIGN section 3, docs/decisions/050): other features and the functions import its server code, and what it shares with them, from here only. */
export {
  createEvent,
  deleteEvent,
  findEvent,
  gradeEventsJob,
  listEvents,
  setEventPhotos,
  updateEvent,
  withGradeEventsMoved,
} from './events.server';
export { monthsJob } from './event-summary.server';
export { readEventPage, readGradeMonth, type EventQueryRead } from './page-reads.server';
export { calendarFeed, eventCalendar } from './calendar-feed.server';
export { toEventView } from './event';
export { EVENT_INPUT_MESSAGES } from './event-messages';
export { eventInputSchema } from './event-schema';
export { readEventQuery } from './event-query.server';
