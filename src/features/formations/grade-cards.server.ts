/**
 * The grade list read in the server, for the pages drawn on request (docs/decisions/044, 045): the fields an
 * island asks GET /v2/api/formation/grade for, in the list's order.
 */
import { answeredFormation, type Formation, type GradeCard, type PublicGrade } from './formation';
import { GRADE_CARD_FIELDS, PUBLIC_GRADE_FIELDS } from './formations-api';
import { listFormations } from './formations.server';
import { pickFields } from '../../server/http.server';

async function readGrades<Field extends keyof Formation>(fields: readonly Field[]): Promise<Array<Pick<Formation, Field>>> {
  const grades = await listFormations('grade');
  return grades.map((grade) => pickFields(answeredFormation(grade), fields) as Pick<Formation, Field>);
}

/** The Grades page's cards. */
export const readGradeCards = (): Promise<GradeCard[]> => readGrades(GRADE_CARD_FIELDS);

/** The grade list of the islands (useGrades). */
export const readPublicGrades = (): Promise<PublicGrade[]> => readGrades(PUBLIC_GRADE_FIELDS);
