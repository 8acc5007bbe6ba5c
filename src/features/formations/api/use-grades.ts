import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDataDrawn } from '../../../shared/query';
import type { PublicGrade } from '../formation';
import { GRADES_QUERY_KEY } from './keys';
import { readGradeList } from '../grade-list';

const NO_GRADES: readonly PublicGrade[] = [];

/**
 * The grade list (SPEC: grades come from shared application data). Every island that shows it (the
 * home carousel, the calendar legend, the popups) reads it through the page's one query client, and the
 * query shares the page's one request with the site frame's navigation (`readGradeList`), so it is fetched
 * once per page and kept for the page's life; that shared read is not cancelled when an island unmounts. A
 * load failure is logged and leaves the list empty (SPEC section 8).
 */
export const gradesQuery = queryOptions({
  queryKey: GRADES_QUERY_KEY,
  queryFn: () => readGradeList(),
  staleTime: Infinity,
  meta: { failure: '[EG01] grade list failed to load' },
});

/** The grades (empty until they are in, and after a failure) and whether their load has ended. */
export function useGrades(): { grades: readonly PublicGrade[]; loaded: boolean } {
  const { data, isPending } = useQuery(gradesQuery);
  // An island hydrating after another one got the grades first draws what was prebuilt (no grades yet),
  // then the grades: its first render must match the prebuilt HTML. A page drawn on request drew them.
  const drawn = useDataDrawn();
  return drawn ? { grades: data ?? NO_GRADES, loaded: !isPending } : { grades: NO_GRADES, loaded: false };
}
