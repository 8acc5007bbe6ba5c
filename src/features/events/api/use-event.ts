import { skipToken, useQuery } from '@tanstack/react-query';
import { getEvent, PUBLIC_EVENT_KEYS } from './events-api';

/** One event with its image_count, for the popup; null while none is open. */
export const useEvent = (id: string | null) =>
  useQuery({
    queryKey: PUBLIC_EVENT_KEYS.event(id),
    queryFn: id === null ? skipToken : ({ signal }) => getEvent(id, { signal }),
  });
