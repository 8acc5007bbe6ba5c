/** What other features use of the events feature's modules (DESIGN section 3): rules, types, stores and API calls, never a component, so that server code may import it too. Components are in ui.ts, admin screens in admin.ts. */
export { addDays, dayOf, EVENT_TIME_ZONE, isDay, isMonth, monthOf, type EventView } from './core/event';
export { EVENT_DATE_FORMATS, formatEventDate, formatEventWhen } from './core/event-format';
export { eventDescriptionIn, eventsShowEnglish, eventTitleIn } from './core/event-texts';
export type { UpcomingEventTexts } from './core/upcoming-texts';
export { listMonthEvents, PUBLIC_EVENT_KEYS } from './api/events-api';
export { schoolToday, schoolWallTime, wallTimeInstant } from './core/event-time';
export type { ServedMonth } from './api/use-grade-month-events';
export { EVENT_EDITOR_TEXT } from './event-messages';
export { eventsText, type EventsText } from './events-text';
