import { skipToken, useQuery } from '@tanstack/react-query';
import type { PhotoType } from '../photo';
import { loadAllPhotos } from '../photos-api';
import { photosQueryKey } from './keys';

/**
 * Every photo of an event, grade or committee (SPEC section 7: pages of 3, oldest first); null while the
 * item itself is not loaded. A failure gives no photos (loadAllPhotos logs it).
 */
export const usePhotos = (type: PhotoType, itemId: string | null, imageCount: number) =>
  useQuery({
    queryKey: photosQueryKey(type, itemId, imageCount),
    queryFn: itemId === null ? skipToken : ({ signal }) => loadAllPhotos(type, itemId, imageCount, { signal }),
  });
