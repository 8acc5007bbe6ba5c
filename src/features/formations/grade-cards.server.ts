/**
 * The Grades page's cards read in the server, for the page drawn on request (docs/decisions/044): the
 * fields the page's island asks GET /v2/api/formation/grade for, in the list's order.
 */
import type { GradeCard } from './formation';
import { GRADE_CARD_FIELDS } from './formations-api';
import { listFormations } from './formations.server';

export async function readGradeCards(): Promise<GradeCard[]> {
  const grades = await listFormations('grade');
  return grades.map((grade) => Object.fromEntries(GRADE_CARD_FIELDS.map((field) => [field, grade[field]])) as GradeCard);
}
