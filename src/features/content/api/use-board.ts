import { useQuery } from '@tanstack/react-query';
import { loadPublicBoard } from '../content-api';

/** The HSA board for About Us (SPEC section 1); a load failure is logged and leaves it empty (SPEC section 8). */
export const useBoard = () =>
  useQuery({
    queryKey: ['content', 'board'],
    queryFn: ({ signal }) => loadPublicBoard({ signal }),
    meta: { failure: '[EG04] board failed to load' },
  });
