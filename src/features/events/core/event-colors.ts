/** The colour of an event's calendar dot and the legend that explains it (SPEC, Events calendar; section 9). */
import { gradeColor, type PublicGrade } from '../../formations';

export const SCHOOL_WIDE_COLOR = '#fff';
const MULTIPLE_GRADES_COLOR = '#00295f';
const DEFAULT_EVENT_COLOR = gradeColor(undefined);

type GradeColor = Pick<PublicGrade, 'slug' | 'colorCode'>;

/**
 * White for a school-wide event (no grades), dark blue for several grades, the grade's own colour for one;
 * #ccc when that grade is unknown or has no colour.
 */
export function eventDotColor(gradeList: readonly string[], grades: readonly GradeColor[]): string {
  if (gradeList.length === 0) return SCHOOL_WIDE_COLOR;
  if (gradeList.length > 1) return MULTIPLE_GRADES_COLOR;
  return gradeColor(grades.find((grade) => grade.slug === gradeList[0])?.colorCode);
}

export interface LegendEntry {
  label: string;
  /** A grade's title's Spanish version (docs/decisions/093); '' or absent for none. */
  label_es?: string;
  color: string;
  /** A fixed text of the legend's, not a grade's title (officers' data). */
  fixed: boolean;
}

/** The legend's own words, in the page's language (the events catalogue's `legend`). */
const LEGEND_WORDS = { schoolWide: 'School wide', multipleGrades: 'Multiple Grades' };

/** School wide, Multiple Grades, then one entry per grade in the grades' order. */
export function calendarLegend(
  grades: readonly Pick<PublicGrade, 'title' | 'title_es' | 'colorCode'>[],
  words: { schoolWide: string; multipleGrades: string } = LEGEND_WORDS,
): LegendEntry[] {
  return [
    { label: words.schoolWide, color: SCHOOL_WIDE_COLOR, fixed: true },
    { label: words.multipleGrades, color: MULTIPLE_GRADES_COLOR, fixed: true },
    ...grades.map((grade) => ({ label: grade.title, label_es: grade.title_es, color: gradeColor(grade.colorCode), fixed: false })),
  ];
}

/** A colour as the `data-color` of what it paints: its hex digits, lower case ('#00295F' → '00295f'). */
const colorKey = (color: string) => color.replace(/^#/, '').toLowerCase();

/**
 * What paints a dot or a pill its colour. The Content-Security-Policy refuses style attributes in HTML, so a
 * page drawn on request paints it by its `data-color` (eventColorRules, in a style element its policy
 * lists); in the browser the ref sets it through the CSSOM, which the policy allows, for any colour.
 */
export function colorProps(color: string) {
  return {
    'data-color': colorKey(color),
    ref: (element: HTMLElement | null) => element?.style.setProperty('background-color', color),
  };
}

/**
 * The style sheet of a page drawn on request (docs/decisions/045): one rule per colour a dot or a pill can
 * have with these grades. Every colour has passed gradeColor's check, so none can end the rule early.
 */
export function eventColorRules(grades: readonly Pick<PublicGrade, 'title' | 'colorCode'>[]): string {
  const keys = new Set([...calendarLegend(grades).map(({ color }) => color), DEFAULT_EVENT_COLOR].map(colorKey));
  return [...keys].map((key) => `[data-color="${key}"]{background-color:#${key}}`).join('');
}
