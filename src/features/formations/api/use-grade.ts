import { skipToken, useQuery } from '@tanstack/react-query';
import { getPublicFormation } from '../formations-api';

/** One grade with its leaders, links and image, by slug (SPEC, Grade detail); null while the slug is unknown. */
export const useGrade = (slug: string | null) =>
  useQuery({
    queryKey: ['formations', 'grade', slug],
    queryFn: slug === null ? skipToken : ({ signal }) => getPublicFormation('grade', slug, { signal }),
    meta: { failure: '[G01] grade failed to load' },
  });
