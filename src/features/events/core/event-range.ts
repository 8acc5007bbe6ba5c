/**
 * Which days and months an event covers. Event times are wall times of one zone, so days and months are
 * plain `yyyy-MM-dd` / `yyyy-MM` text, compared as text: no time zone arithmetic is needed here.
 */
import type { EventRecord } from './event';

export type EventSpan = Pick<EventRecord, 'startDt' | 'endDt'>;

/** Days `yyyy-MM-dd`: `start` included, `end` excluded (the API's start_dt and end_dt); no end = open. */
export interface DayRange {
  start: string;
  end?: string;
}

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

export const isMonth = (value: string) => MONTH_PATTERN.test(value);

/** A day that exists, `yyyy-MM-dd`: 2025-02-30 is not one. (No zod here: the calendar islands import this.) */
export function isDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The calendar day of a wall time (or of a day). */
export const dayOf = (wallTime: string) => wallTime.slice(0, 10);
export const monthOf = (wallTimeOrDay: string) => wallTimeOrDay.slice(0, 7);

/** `yyyy-MM` moved by whole months. */
export function addMonths(month: string, count: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A day moved by whole days. */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one day to another (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A month as the calendar asks for it: its first day up to the first day of the next month. */
export function monthRange(month: string): Required<DayRange> {
  return { start: `${month}-01`, end: `${addMonths(month, 1)}-01` };
}

/** Every month from one to another, both included (none when `to` comes first). */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** Every `yyyy-MM` month an event touches from its start to its end. */
export function monthsSpanned(event: EventSpan): string[] {
  return monthsBetween(monthOf(event.startDt), monthOf(event.endDt));
}

/**
 * An event is in a range when any day from its start day to its end day is: a multi-day event shows on
 * every day it covers, across month and year ends too.
 */
export function overlapsRange(event: EventSpan, range: DayRange): boolean {
  return dayOf(event.endDt) >= range.start && (range.end === undefined || dayOf(event.startDt) < range.end);
}

/** The days of a month (1 to 31) on which the calendar shows the event's dot. */
export function daysCoveredInMonth(event: EventSpan, month: string): number[] {
  const { start, end } = monthRange(month);
  const first = dayOf(event.startDt) > start ? dayOf(event.startDt) : start;
  const last = dayOf(event.endDt) < end ? dayOf(event.endDt) : addDays(end, -1);
  const days: number[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(Number(day.slice(8, 10)));
  return days;
}

/** Events in the order every list shows them: by start, then end, then id so that ties stay stable. */
export function byStart(a: EventSpan & { id: string }, b: EventSpan & { id: string }): number {
  return a.startDt.localeCompare(b.startDt) || a.endDt.localeCompare(b.endDt) || a.id.localeCompare(b.id);
}
