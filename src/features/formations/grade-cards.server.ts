/**
 * The grade list read in the server, for the pages drawn on request (docs/decisions/044, 045): the fields an
 * island asks GET /v2/api/formation/grade for, in the list's order.
 */
import type { Formation, GradeCard, PublicGrade } from './formation';
import { GRADE_CARD_FIELDS, PUBLIC_GRADE_FIELDS } from './formations-api';
import { listFormations } from './formations.server';
import { pickFields } from '../../server/http.server';

async function readGrades<Field extends keyof Formation>(fields: readonly Field[]): Promise<Array<Pick<Formation, Field>>> {
  const grades = await listFormations('grade');
  // As the list answers them: a grade without a Spanish title has an empty one.
  return grades.map((grade) => pickFields({ ...grade, title_es: grade.title_es ?? '' }, fields) as Pick<Formation, Field>);
}

/** The Grades page's cards. */
export const readGradeCards = (): Promise<GradeCard[]> => readGrades(GRADE_CARD_FIELDS);

/** The grade list of the islands (useGrades). */
export const readPublicGrades = (): Promise<PublicGrade[]> => readGrades(PUBLIC_GRADE_FIELDS);
