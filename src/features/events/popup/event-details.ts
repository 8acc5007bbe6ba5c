/** What the event popup's gallery view shows besides the photos (SPEC, Event popup). */
import { dayOf, type EventRecord } from '../core/event';
import { SCHOOL_WIDE_COLOR } from '../core/event-colors';
import { EVENT_DATE_FORMATS, formatEventDate } from '../core/event-format';
import { gradeColor, type PublicGrade } from '../../formations';

export type EventWhen = { kind: 'day'; date: string; time: string } | { kind: 'range'; start: string; end: string };

/**
 * Date and time from EVENT_DATE_FORMATS: one date with a time range when the event starts and ends on the
 * same day, otherwise the start and the end each with their time. Null when a time is not valid.
 */
export function eventWhen(event: Pick<EventRecord, 'startDt' | 'endDt'>): EventWhen | null {
  const { date, time, dateTime } = EVENT_DATE_FORMATS;
  if (!formatEventDate(event.startDt, date) || !formatEventDate(event.endDt, date)) return null;
  if (dayOf(event.startDt) === dayOf(event.endDt)) {
    return {
      kind: 'day',
      date: formatEventDate(event.startDt, date),
      time: `${formatEventDate(event.startDt, time)} - ${formatEventDate(event.endDt, time)}`,
    };
  }
  return { kind: 'range', start: formatEventDate(event.startDt, dateTime), end: formatEventDate(event.endDt, dateTime) };
}

export interface GradePill {
  label: string;
  color: string;
}

export const SCHOOL_WIDE_LABEL = 'School wide';

/**
 * One pill per grade of the event, with the grade's title and colour; a grade no longer listed keeps its
 * slug and the default colour. An event for no grade is school wide (the calendar legend's words).
 */
export function eventGradePills(
  gradeList: readonly string[],
  grades: readonly Pick<PublicGrade, 'slug' | 'title' | 'colorCode'>[],
): GradePill[] {
  if (gradeList.length === 0) return [{ label: SCHOOL_WIDE_LABEL, color: SCHOOL_WIDE_COLOR }];
  return gradeList.map((slug) => {
    const grade = grades.find((candidate) => candidate.slug === slug);
    return { label: grade?.title ?? slug, color: gradeColor(grade?.colorCode) };
  });
}
