import { skipToken, useQuery } from '@tanstack/react-query';
import { getPublicFormation } from '../formations-api';
import { PUBLIC_FORMATION_KEYS } from './keys';

/** One committee with its image_count, by slug, for the committee popup; null while none is open. */
export const useCommittee = (slug: string | null) =>
  useQuery({
    queryKey: PUBLIC_FORMATION_KEYS.committee(slug),
    queryFn: slug === null ? skipToken : ({ signal }) => getPublicFormation('committee', slug, { signal }),
  });
