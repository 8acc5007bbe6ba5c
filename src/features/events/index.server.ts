/** What other features use of the events feature's server modules (DESIGN section 3): they import from here only. */
export { findEvent, setEventPhotos } from './events.server';
export { readEventPage, readGradeMonth } from './page-reads.server';
