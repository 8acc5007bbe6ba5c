/** The events feature's components that other features' islands render. */
export { GradeEvents } from './grade-page/GradeEvents';
export { EventsTextProvider, useEventsText } from './events-text-context';
// An island root that shows the events' parts wraps them in their texts, which its page gives it (events-island-texts.ts).
export { EventsIslandTextProviders, type EventsIslandTexts } from './EventsIslandTexts';
