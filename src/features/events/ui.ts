/** The events feature's components that other features' islands render. */
export { GradeEvents } from './grade-page/GradeEvents';
