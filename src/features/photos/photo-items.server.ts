/**
 * What a photo belongs to: the scope needed to change it, whether the item exists, and keeping the
 * item's cover and count in step after a photo is added or removed.
 */
import type { Scope } from '../users';
import { PHOTO_TYPES, type PhotoType } from './photo';
import { findEvent, seriesIdOf, setEventPhotos } from '../events/index.server';
import { findFormationById, setFormationPhotos } from '../formations/index.server';
import {
  deleteItemPhotos,
  deletePhoto,
  deleteUnlistedPhoto,
  itemPhotoUrls,
  newPhotoId,
  orderItemPhotos,
  storePhoto,
  type PhotoMetadata,
} from './photos.server';
import { defineJob, withJob } from '../../server/jobs.server';
import { z } from '../../shared/zod';

/** The scopes that change photos of some kind: a caller with none of them is refused before any read. */
export const PHOTO_SCOPES: readonly Scope[] = ['events', 'formations'];

export function scopeForPhotos(type: PhotoType): Scope {
  return type === 'event' ? 'events' : 'formations';
}

/** The item photos are kept under: an occurrence of a series shares its series' photos (docs/decisions/063). */
export const photoItemOf = (type: PhotoType, itemId: string) => (type === 'event' ? seriesIdOf(itemId) : itemId);

export async function photoItemExists(type: PhotoType, itemId: string): Promise<boolean> {
  return type === 'event' ? (await findEvent(itemId, { strong: true })) !== null : (await findFormationById(type, itemId)) !== null;
}

export async function refreshItemPhotos(type: PhotoType, itemId: string): Promise<void> {
  const urls = await itemPhotoUrls(type, itemId);
  if (type === 'event') await setEventPhotos(itemId, urls);
  else await setFormationPhotos(type, itemId, { count: urls.length, cover: urls[0] ?? null });
}

/**
 * What a photo write owes its item (docs/decisions/049), settled from what is stored when it runs: an item
 * that is gone loses its photos; bytes that no listing entry names are removed; the item's cover, count and
 * (for events) its months' summaries follow its listing.
 */
export const itemPhotosJob = defineJob({
  kind: 'item-photos',
  payload: z.object({ type: z.enum(PHOTO_TYPES), item_id: z.string(), photo_id: z.string().optional() }),
  settle: async ({ type, item_id, photo_id }) => {
    if (photo_id) await deleteUnlistedPhoto(type, item_id, photo_id);
    if (await photoItemExists(type, item_id)) await refreshItemPhotos(type, item_id);
    else await deleteItemPhotos(type, item_id);
    return 'done';
  },
});

/** Adds a photo to an item: its bytes, its listing entry, then the item's cover and count. */
export async function addItemPhoto(input: Omit<PhotoMetadata, 'create_date' | 'type'> & { type: PhotoType; bytes: Uint8Array }) {
  const photoId = newPhotoId();
  return withJob(itemPhotosJob, { type: input.type, item_id: input.item_id, photo_id: photoId }, () => storePhoto({ ...input, photoId }));
}

/** Removes a photo from its item, then brings the item's cover and count in step. */
export async function removeItemPhoto(photoId: string, metadata: { type: PhotoType; item_id: string }): Promise<void> {
  await withJob(itemPhotosJob, { type: metadata.type, item_id: metadata.item_id, photo_id: photoId }, () => deletePhoto(photoId, metadata));
}

/** Puts an item's photos in a new order (the first is the cover), then brings the item's cover in step. */
export async function reorderItemPhotos(type: PhotoType, itemId: string, order: readonly string[]): Promise<void> {
  await withJob(itemPhotosJob, { type, item_id: itemId }, () => orderItemPhotos(type, itemId, order));
}

/** Deletes an item (`remove`) and then its photos, owed first so that a stop in between still removes them. */
export const withItemPhotosRemoved = <T>(type: PhotoType, itemId: string, remove: () => Promise<T>): Promise<T> =>
  withJob(itemPhotosJob, { type, item_id: itemId }, remove);
