import type { PhotoType } from '../photo';

/** Where usePhotos keeps an item's photos: a page drawn on request fills it (docs/decisions/045). */
export const photosQueryKey = (type: PhotoType, itemId: string | null, imageCount: number) => ['photos', type, itemId, imageCount] as const;
