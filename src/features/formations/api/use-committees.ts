import { useQuery } from '@tanstack/react-query';
import { listCommittees } from '../formations-api';
import { PUBLIC_FORMATION_KEYS } from './keys';

/** The committee cards of the Committees page; a load failure is logged and leaves the list empty (SPEC section 8). */
export const useCommittees = () =>
  useQuery({
    queryKey: PUBLIC_FORMATION_KEYS.committees,
    queryFn: ({ signal }) => listCommittees({ signal }),
    meta: { failure: '[EG02] committee list failed to load' },
  });
