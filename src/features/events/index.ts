/** What other features use of the events feature's modules (DESIGN section 3): they import from here only. */
export { GradeEvents } from './GradeEvents';
export { EVENT_TIME_ZONE } from './event';
export { isDay } from './event-range';
