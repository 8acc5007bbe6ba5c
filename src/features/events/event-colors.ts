/** The colour of an event's calendar dot and the legend that explains it (SPEC, Events calendar; section 9). */
import { DEFAULT_PUBLIC_GRADE_COLOR, type PublicGrade } from '../formations';

export const SCHOOL_WIDE_COLOR = '#fff';
export const MULTIPLE_GRADES_COLOR = '#00295f';
export const DEFAULT_EVENT_COLOR = `#${DEFAULT_PUBLIC_GRADE_COLOR}`;

type GradeColor = Pick<PublicGrade, 'slug' | 'colorCode'>;

const hex = (colorCode: string | undefined) => (colorCode ? `#${colorCode.replace(/^#/, '')}` : DEFAULT_EVENT_COLOR);

/**
 * White for a school-wide event (no grades), dark blue for several grades, the grade's own colour for one;
 * #ccc when that grade is unknown or has no colour.
 */
export function eventDotColor(gradeList: readonly string[], grades: readonly GradeColor[]): string {
  if (gradeList.length === 0) return SCHOOL_WIDE_COLOR;
  if (gradeList.length > 1) return MULTIPLE_GRADES_COLOR;
  return hex(grades.find((grade) => grade.slug === gradeList[0])?.colorCode);
}

export interface LegendEntry {
  label: string;
  color: string;
}

/** School wide, Multiple Grades, then one entry per grade in the grades' order. */
export function calendarLegend(grades: readonly Pick<PublicGrade, 'title' | 'colorCode'>[]): LegendEntry[] {
  return [
    { label: 'School wide', color: SCHOOL_WIDE_COLOR },
    { label: 'Multiple Grades', color: MULTIPLE_GRADES_COLOR },
    ...grades.map((grade) => ({ label: grade.title, color: hex(grade.colorCode) })),
  ];
}
