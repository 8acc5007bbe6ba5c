/** What the event popup's gallery view shows besides the photos (SPEC, Event popup). */
import { dayOf, type EventRecord } from '../core/event';
import { SCHOOL_WIDE_COLOR } from '../core/event-colors';
import { EVENT_DATE_FORMATS, formatEventDate } from '../core/event-format';
import type { Lang } from '../../../shared/i18n/lang';
import { gradeColor, type PublicGrade } from '../../formations';

export type EventWhen = { kind: 'day'; date: string; time: string } | { kind: 'range'; start: string; end: string };

/**
 * Date and time in the site's one style (the lists', the grade cards' and the Events Manager's: 'Mar 05, 2044'
 * and '6:00 p.m.'; docs/decisions/054): one date with a time range when the event starts and ends on the same
 * day, otherwise the start and the end each as that date and time. Null when a time is not valid.
 */
export function eventWhen(event: Pick<EventRecord, 'startDt' | 'endDt'>, lang: Lang = 'en'): EventWhen | null {
  const { date, time } = EVENT_DATE_FORMATS;
  const dateOf = (wallTime: string) => formatEventDate(wallTime, date, lang);
  const timeOf = (wallTime: string) => formatEventDate(wallTime, time, lang);
  // Spanish sets the time off its long date with a comma: "jueves, 26 de noviembre de 2026, 7:00 p. m.".
  const at = lang === 'en' ? ' ' : ', ';
  if (!dateOf(event.startDt) || !dateOf(event.endDt)) return null;
  if (dayOf(event.startDt) === dayOf(event.endDt)) {
    return { kind: 'day', date: dateOf(event.startDt), time: `${timeOf(event.startDt)} - ${timeOf(event.endDt)}` };
  }
  return {
    kind: 'range',
    start: `${dateOf(event.startDt)}${at}${timeOf(event.startDt)}`,
    end: `${dateOf(event.endDt)}${at}${timeOf(event.endDt)}`,
  };
}

export interface GradePill {
  label: string;
  /** A grade's title's Spanish version (docs/decisions/093); absent for none. */
  label_es?: string;
  color: string;
  /** The pill's own words ('School wide'), not a grade's title (officers' data). */
  fixed: boolean;
}

export const SCHOOL_WIDE_LABEL = 'School wide';

/**
 * One pill per grade of the event, with the grade's title and colour; a grade no longer listed keeps its
 * slug and the default colour. An event for no grade is school wide (the calendar legend's words).
 */
export function eventGradePills(
  gradeList: readonly string[],
  grades: readonly Pick<PublicGrade, 'slug' | 'title' | 'title_es' | 'colorCode'>[],
  schoolWide: string = SCHOOL_WIDE_LABEL,
): GradePill[] {
  if (gradeList.length === 0) return [{ label: schoolWide, color: SCHOOL_WIDE_COLOR, fixed: true }];
  return gradeList.map((slug) => {
    const grade = grades.find((candidate) => candidate.slug === slug);
    return grade
      ? { label: grade.title, label_es: grade.title_es, color: gradeColor(grade.colorCode), fixed: false }
      : { label: slug, color: gradeColor(undefined), fixed: false };
  });
}
