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

type WallParts = [year: number, monthIndex: number, day: number, hour: number, minute: number];

/** A wall time's (or a day's, at midnight) year, month index, day, hour and minute; null when not valid. */
function wallParts(value: string | undefined): WallParts | null {
  if (!value) return null;
  const wall = isDay(value) ? `${value}T00:00` : value;
  if (!isEventWallTime(wall)) return null;
  const [year, month, day, hour, minute] = wall.split(/[-T:]/).map(Number) as [number, number, number, number, number];
  return [year, month - 1, day, hour, minute];
}

/** The instant of a wall time (or of midnight starting a day) in the school's zone; null when not valid. */
export function wallTimeInstant(value: string | undefined): TZDate | null {
  const parts = wallParts(value);
  if (!parts) return null;
  const [year, monthIndex, day, hour, minute] = parts;
  return new TZDate(year, monthIndex, day, hour, minute, EVENT_TIME_ZONE);
}

/**
 * A wall time (or a day) to write on screen: a date whose own fields are the wall time's, read the same in every
 * browser and on the server with no time-zone data, as building a page's first Intl formatter, which the
 * school's zone needs, is a long task on a phone (docs/decisions/083). A time the device's own clocks skip (its
 * spring-forward hour) is read in UTC, which skips none: a time the school's clocks skip reads as it was entered.
 */
export function wallTimeFields(value: string | undefined): Date | null {
  const parts = wallParts(value);
  if (!parts) return null;
  const [year, monthIndex, day, hour, minute] = parts;
  const local = new Date(year, monthIndex, day, hour, minute);
  if (local.getDate() === day && local.getHours() === hour && local.getMinutes() === minute) return local;
  return new TZDate(Date.UTC(year, monthIndex, day, hour, minute), 'UTC');
}

/**
 * Instants already worked out, by wall time. A page drawn on request sends those of its open event
 * (`instantsOf`), so that the browser tells whether it is over without building a time-zone formatter at load
 * (docs/decisions/083); any other is worked out when first asked.
 */
const knownInstants = new Map<string, number>();

/** The instants of `walls` (ms since the epoch), for a page to send with what it drew; an invalid one is left out. */
export function instantsOf(walls: readonly string[]): Record<string, number> {
  const instants: Record<string, number> = {};
  for (const wall of walls) {
    const instant = wallTimeInstant(wall);
    if (instant) instants[wall] = instant.getTime();
  }
  return instants;
}

/** Keeps the instants a page was sent (`instantsOf`). */
export function rememberInstants(instants: Readonly<Record<string, number>> | undefined): void {
  for (const [wall, time] of Object.entries(instants ?? {})) knownInstants.set(wall, time);
}

/** The instant of a wall time as a plain date: one the page was sent, or worked out; null when not valid. */
export function wallTimeMoment(value: string | undefined): Date | null {
  const known = value === undefined ? undefined : knownInstants.get(value);
  if (known !== undefined) return new Date(known);
  const instant = wallTimeInstant(value);
  return instant && new Date(instant.getTime());
}

/** The school's wall time of an instant, `yyyy-MM-dd'T'HH:mm`. */
export function schoolWallTime(instant: Date): string {
  return format(instant, "yyyy-MM-dd'T'HH:mm", { in: tz(EVENT_TIME_ZONE) });
}

const isBefore = (wallTime: string, instant: Date, offsetMs = 0) => {
  const at = wallTimeMoment(wallTime);
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
