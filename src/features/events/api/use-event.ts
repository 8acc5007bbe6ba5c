import { skipToken, useQuery } from '@tanstack/react-query';
import { getEvent } from '../events-api';

/** One event with its image_count, for the popup; null while none is open. */
export const useEvent = (id: string | null) =>
  useQuery({
    queryKey: ['events', 'event', id],
    queryFn: id === null ? skipToken : ({ signal }) => getEvent(id, { signal }),
  });
