/** What other features use of the formations feature's modules (DESIGN section 3): they import from here only. */
export { DEFAULT_PUBLIC_GRADE_COLOR, type Formation, type LinkPill, type PublicGrade } from './formation';
export { formationInputSchema, linkPillSchema } from './formation-schema';
export { gradeColorStyle } from './grade-color';
export { $grades, loadGrades } from './grades-store';
