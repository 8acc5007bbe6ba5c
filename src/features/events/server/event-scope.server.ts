/**
 * Whose events a list answers: everything, or the events of some grades, where SCHOOL_WIDE stands for the
 * events of no grade (docs/decisions/029).
 */
import { isSchoolWide, type EventRecord } from '../core/event';

/** The school-wide events among the grades; slugify never makes a slug with '_'. */
const SCHOOL_WIDE = 'school_wide';

/** Whose events: everything, or the events of some grades (SCHOOL_WIDE for those with no grade). */
export type EventScope = { kind: 'all' } | { kind: 'grades'; grades: string[] };

/**
 * A grade's events: its own and the school-wide ones. The one rule of the grade page's list
 * (`grade_level`) and the grade's calendar feed, so that the two always agree (docs/decisions/029).
 */
export const gradeScope = (gradeSlug: string): EventScope => ({ kind: 'grades', grades: [gradeSlug, SCHOOL_WIDE] });

/** Whether an event belongs to a scope. */
export function inScope(event: Pick<EventRecord, 'grade_list'>, scope: EventScope): boolean {
  if (scope.kind === 'all') return true;
  return scope.grades.some((grade) => (grade === SCHOOL_WIDE ? isSchoolWide(event) : event.grade_list.includes(grade)));
}
