/**
 * What a photo belongs to: the scope needed to change it, whether the item exists, and keeping the
 * item's cover and count in step after a photo is added or removed.
 */
import type { Scope } from '../users';
import type { PhotoType } from './photo';
import { findEvent, setEventPhotos } from '../events/index.server';
import { findFormationById, setFormationPhotos } from '../formations/index.server';
import { itemPhotoUrls } from './photos.server';

/** The scopes that change photos of some kind: a caller with none of them is refused before any read. */
export const PHOTO_SCOPES: readonly Scope[] = ['events', 'formations'];

export function scopeForPhotos(type: PhotoType): Scope {
  return type === 'event' ? 'events' : 'formations';
}

export async function photoItemExists(type: PhotoType, itemId: string): Promise<boolean> {
  return type === 'event' ? (await findEvent(itemId, { strong: true })) !== null : (await findFormationById(type, itemId)) !== null;
}

export async function refreshItemPhotos(type: PhotoType, itemId: string): Promise<void> {
  const urls = await itemPhotoUrls(type, itemId);
  if (type === 'event') await setEventPhotos(itemId, urls);
  else await setFormationPhotos(type, itemId, { count: urls.length, cover: urls[0] ?? null });
}
