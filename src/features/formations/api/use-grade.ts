import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api-client';
import type { Formation } from '../formation';
import { getPublicFormation } from '../formations-api';
import { PUBLIC_FORMATION_KEYS } from './keys';

/** A grade, or null when the address names none (the server answers 404, or 400 for a malformed slug). */
async function gradeOrNull(slug: string, signal: AbortSignal): Promise<Formation | null> {
  try {
    return await getPublicFormation('grade', slug, { signal });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/**
 * One grade with its leaders, links and image, by slug (SPEC, Grade detail). An unknown grade is an answer
 * (data null: the page shows not-found), not a load failure to log. It starts from what the page drawn on
 * request read (docs/decisions/044) and is read again once that is a minute old.
 */
export const useGrade = (slug: string, served: { grade: Formation | null; readAt: string }) =>
  useQuery({
    queryKey: PUBLIC_FORMATION_KEYS.grade(slug),
    queryFn: ({ signal }) => gradeOrNull(slug, signal),
    initialData: served.grade,
    initialDataUpdatedAt: Date.parse(served.readAt),
    meta: { failure: '[G01] grade failed to load' },
  });
