import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { GradeCard, PublicGrade } from '../formation';
import { listGradeCards } from '../formations-api';
import { PUBLIC_FORMATION_KEYS } from './keys';
import { gradesQuery } from './use-grades';

/** What the page drawn on request read (docs/decisions/044), and when. */
export interface ServedGradeCards {
  cards: GradeCard[];
  readAt: string;
}

/**
 * The Grades page's cards (the grade list with each grade's leaders). They start from what the page drawn on
 * request read, and are read again once that is a minute old; what such a read holds is also the page's
 * shared grade list, so an island that shows that list later finds it there instead of asking again.
 */
export function useGradeCards(served: ServedGradeCards) {
  const client = useQueryClient();
  return useQuery({
    queryKey: PUBLIC_FORMATION_KEYS.gradeCards,
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
    initialData: served.cards,
    initialDataUpdatedAt: Date.parse(served.readAt),
    meta: { failure: '[EG01] grade list failed to load' },
  });
}
