/** What other features use of the events feature's server modules (DESIGN section 3): they import from here only. */
export { findEvent, gradeEventsJob, setEventPhotos, withGradeEventsMoved } from './events.server';
export { monthsJob } from './event-summary.server';
export { readEventPage, readGradeMonth } from './page-reads.server';
