import { useQuery } from '@tanstack/react-query';
import { loadPublicHomeImages } from '../content-api';
import { PUBLIC_CONTENT_KEYS } from './keys';

/** The home images' base URLs (SPEC, Home); a load failure is logged and shows none (SPEC section 8). */
export const useHomeImages = () =>
  useQuery({
    queryKey: PUBLIC_CONTENT_KEYS.homeImages,
    queryFn: ({ signal }) => loadPublicHomeImages({ signal }),
    meta: { failure: '[EG03] home images failed to load' },
  });
