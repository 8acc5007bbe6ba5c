import { skipToken, useQuery } from '@tanstack/react-query';
import { getPublicFormation } from '../formations-api';

/** One committee with its image_count, by slug, for the committee popup; null while none is open. */
export const useCommittee = (slug: string | null) =>
  useQuery({
    queryKey: ['formations', 'committee', slug],
    queryFn: slug === null ? skipToken : ({ signal }) => getPublicFormation('committee', slug, { signal }),
  });
