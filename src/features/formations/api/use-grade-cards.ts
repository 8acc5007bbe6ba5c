import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicGrade } from '../formation';
import { listGradeCards } from '../formations-api';
import { gradesQuery } from './use-grades';

/**
 * The Grades page's cards (the grade list with each grade's leaders). What they hold is also the page's
 * shared grade list, so the navigation, hydrating later, finds it there instead of asking again.
 */
export function useGradeCards() {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['formations', 'grade-cards'],
    queryFn: async ({ signal }) => {
      const cards = await listGradeCards({ signal });
      if (client.getQueryData(gradesQuery.queryKey) === undefined) {
        client.setQueryData<PublicGrade[]>(
          gradesQuery.queryKey,
          cards.map(({ title, slug, icon, colorCode, image }) => ({ title, slug, icon, colorCode, image })),
        );
      }
      return cards;
    },
    meta: { failure: '[EG01] grade list failed to load' },
  });
}
