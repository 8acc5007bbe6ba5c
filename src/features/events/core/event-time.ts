/**
 * Events against the clock (SPEC section 4): wall times in America/New_York become instants here, so that
 * "past", "upcoming" and "feedback open" mean the same in every visitor's browser and on the server.
 */
import { TZDate, tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { EVENT_TIME_ZONE, type EventRecord, isDay, isEventWallTime } from './event';

export { schoolToday } from './school-today';

export const PREVIOUS_EVENT = 'Previous Event';
const UPCOMING_EVENT = 'Upcoming Event';
export type GradeEventTag = typeof PREVIOUS_EVENT | typeof UPCOMING_EVENT;

/**
 * The grade page compares the start with "now plus one unit of the date helper" (SPEC section 4): the
 * helper's unit when none is named is the millisecond, so an event starting this very moment is previous.
 */
const GRADE_TAG_OFFSET_MS = 1;

/** The instant of a wall time (or of midnight starting a day) in the school's zone; null when not valid. */
export function wallTimeInstant(value: string | undefined): TZDate | null {
  if (!value) return null;
  const wall = isDay(value) ? `${value}T00:00` : value;
  if (!isEventWallTime(wall)) return null;
  const [year, month, day, hour, minute] = wall.split(/[-T:]/).map(Number) as [number, number, number, number, number];
  return new TZDate(year, month - 1, day, hour, minute, EVENT_TIME_ZONE);
}

/** The school's wall time of an instant, `yyyy-MM-dd'T'HH:mm`. */
export function schoolWallTime(instant: Date): string {
  return format(instant, "yyyy-MM-dd'T'HH:mm", { in: tz(EVENT_TIME_ZONE) });
}

const isBefore = (wallTime: string, instant: Date, offsetMs = 0) => {
  const at = wallTimeInstant(wallTime);
  return at !== null && at.getTime() < instant.getTime() + offsetMs;
};

/** Calendar and Events Manager lists: an event is past once its start is before now. */
export function isPastOnCalendar(event: Pick<EventRecord, 'startDt'>, now: Date = new Date()): boolean {
  return isBefore(event.startDt, now);
}

/** The grade page's tag on each event card. */
export function gradeEventTag(event: Pick<EventRecord, 'startDt'>, now: Date = new Date()): GradeEventTag {
  return isBefore(event.startDt, now, GRADE_TAG_OFFSET_MS) ? PREVIOUS_EVENT : UPCOMING_EVENT;
}

/** Feedback is offered only once the event has ended (SPEC, Event popup). */
export function canGiveFeedback(event: Pick<EventRecord, 'endDt'>, now: Date = new Date()): boolean {
  return isBefore(event.endDt, now);
}
