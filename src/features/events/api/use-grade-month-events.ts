import { useQuery } from '@tanstack/react-query';
import { listGradeMonthEvents } from '../events-api';

/** A grade page's events of one month `yyyy-MM` (SPEC, Grade detail); a failure is logged and shows none. */
export const useGradeMonthEvents = (gradeSlug: string, month: string) =>
  useQuery({
    queryKey: ['events', 'grade', gradeSlug, month],
    queryFn: ({ signal }) => listGradeMonthEvents(gradeSlug, month, { signal }),
    meta: { failure: '[EG05] grade events failed to load' },
  });
