import type { PublicGrade } from './formation';
import { listPublicGrades } from './formations-api';

let pageRead: Promise<PublicGrade[]> | null = null;

/**
 * The grade list of this page (SPEC: grades come from shared application data), read once per page load: the
 * site frame's navigation (plain script, docs/decisions/038) and the islands' grade query share one request.
 * A failed read is forgotten, so the next caller (the query's one retry) asks again.
 */
export function readGradeList(): Promise<PublicGrade[]> {
  if (!pageRead) {
    const read = listPublicGrades();
    pageRead = read;
    read.catch(() => {
      if (pageRead === read) pageRead = null;
    });
  }
  return pageRead;
}
