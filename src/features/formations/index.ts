/** What other features use of the formations feature's modules (DESIGN section 3): rules, types, stores and API calls, never a component, so that server code may import it too. Components are in ui.ts, admin screens in admin.ts. */
export { DEFAULT_FORMATION_ICON, GRADE_ICONS, type Formation, type LinkPill, type PublicGrade } from './formation';
export { formationInputSchema, linkPillSchema } from './formation-schema';
export { gradeCardColorRules, gradeColor, gradeColorStyle, gradePageColorRule } from './grade-color';
export { listFormationItems, type FormationTextsItem } from './formations-api';
export { useFormationTexts } from './api/use-formation-texts';
export { COMMITTEES_QUERY_KEY, GRADES_QUERY_KEY } from './api/keys';
export { readGradeList } from './grade-list';
export { FORMATION_TOOL_TEXT } from './formation-messages';
export { formationsText, type FormationsText } from './formations-text';
export { committeesShowEnglish, gradeShowsEnglish, gradesShowEnglish } from './formation-spanish';
export { committeeQueryOf } from './committee';
