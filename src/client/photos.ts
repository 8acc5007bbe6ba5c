/**
 * Loads every photo of an item as the spec's client does: ceil(image_count / 3) pages of 3, sorted by
 * create_date, ascending (SPEC section 7). A failure is logged and gives no photos (SPEC section 8).
 */
import type { Photo, PhotoType } from '../domain/photo';
import { apiCall } from './api';

export const PHOTO_PAGE_SIZE = 3;

export async function loadAllPhotos(type: PhotoType, itemId: string, imageCount: number): Promise<Photo[]> {
  const pages = Math.ceil(Math.max(imageCount, 0) / PHOTO_PAGE_SIZE);
  try {
    const results = await Promise.all(
      Array.from({ length: pages }, (_, index) =>
        apiCall<Photo[]>(`/v2/api/photo/${type}/${encodeURIComponent(itemId)}?page=${index + 1}&page_size=${PHOTO_PAGE_SIZE}`),
      ),
    );
    return results.flat().sort((a, b) => a.create_date.localeCompare(b.create_date));
  } catch (error) {
    console.error('[P02] photos failed to load', error);
    return [];
  }
}
