/** The events feature's server surface (DESIGN section 3, docs/decisions/050): other features and the functions import its server code, and what it shares with them, from here only. */
export {
  createEvent,
  deleteEvent,
  eventPhotoItem,
  findEvent,
  gradeEventsJob,
  listEvents,
  movedEventId,
  ownPhotoOccurrences,
  setEventPhotos,
  updateEvent,
  withGradeEventsMoved,
} from './server/events.server';
export { monthsJob, newEventId } from './server/event-store.server';
export { listUpcomingEventTexts } from './server/upcoming-texts.server';
export { schoolToday } from './core/event-time';
export { deleteEventScoped, finishSplits, isSplitInto, splitJob, updateEventScoped, type NewSeries } from './server/series.server';
export { continuedId, datesMovedBy, type DatesMoved } from './recurrence/dates-moved';
export {
  readCalendarMonth,
  readEventPage,
  readEventQuery,
  readGradeMonth,
  readHomeEvents,
  type EventQueryRead,
} from './server/event-reads.server';
export { calendarFeed, eventCalendar } from './feeds/calendar-feed.server';
export { photoItemOfEvent, toEventView } from './core/event';
export { readOccurrenceId, seriesIdOf } from './recurrence/rule';
export { EVENT_INPUT_MESSAGES } from './event-messages';
export { eventInputSchema, seriesScopeSchema } from './core/event-schema';
export { answerPostedFeedback, type FeedbackAnswer } from './feedback/posted-feedback.server';
