import { useQuery } from '@tanstack/react-query';
import { loadPublicHomeImages } from '../content-api';

/** The home images' base URLs (SPEC, Home); a load failure is logged and shows none (SPEC section 8). */
export const useHomeImages = () =>
  useQuery({
    queryKey: ['content', 'home-images'],
    queryFn: ({ signal }) => loadPublicHomeImages({ signal }),
    meta: { failure: '[EG03] home images failed to load' },
  });
