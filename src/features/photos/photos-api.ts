/** Calls of the photo resource (SPEC section 7): public gallery reads, and the editors' uploads and deletes. */
import { byCreateDate, type Photo, type PhotoType } from './photo';
import { apiCall } from '../../shared/api-client';
import type { PhotoOrder, PhotoScope } from './photo-upload-schema';

const PHOTO_PATH = '/v2/api/photo';
export const PHOTO_PAGE_SIZE = 3;

/**
 * Every photo of an item, loaded as the spec's client does: ceil(image_count / 3) pages of 3, sorted by
 * create_date, ascending. A failure is logged and gives no photos (SPEC section 8); a cancelled load (the
 * popup closed) is neither. The editors read with the token (`auth`): strong and never cached, since the
 * public lists may be a minute old.
 */
export async function loadAllPhotos(
  type: PhotoType,
  itemId: string,
  imageCount: number,
  { signal, auth = false }: { signal?: AbortSignal; auth?: boolean } = {},
): Promise<Photo[]> {
  const pages = Math.ceil(Math.max(imageCount, 0) / PHOTO_PAGE_SIZE);
  const pagePath = (page: number) => `${PHOTO_PATH}/${type}/${encodeURIComponent(itemId)}?page=${page}&page_size=${PHOTO_PAGE_SIZE}`;
  try {
    const results = await Promise.all(Array.from({ length: pages }, (_, index) => apiCall<Photo[]>(pagePath(index + 1), { signal, auth })));
    return results.flat().sort(byCreateDate);
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error('[P02] photos failed to load', error);
    return [];
  }
}

export const uploadPhoto = (photo: { item_id: string; type: PhotoType; src: string; title: string; scope?: PhotoScope }) =>
  apiCall<Photo>(PHOTO_PATH, { method: 'POST', body: photo, auth: true });

/**
 * Deletes a photo; `shown` names the item whose editor showed it and the scope its save chose, for a date of a
 * series (docs/decisions/085).
 */
export function deletePhoto(photoId: string, shown?: { type: PhotoType; item_id: string; scope: PhotoScope }) {
  const query = shown ? `?${new URLSearchParams(shown).toString()}` : '';
  return apiCall<{ _id: string }>(`${PHOTO_PATH}/${encodeURIComponent(photoId)}${query}`, { method: 'DELETE', auth: true });
}

/** Puts an item's photos in this order, the cover first (docs/decisions/056). */
export const orderPhotos = (order: PhotoOrder) => apiCall<PhotoOrder>(`${PHOTO_PATH}/order`, { method: 'PUT', body: order, auth: true });
