/**
 * What a photo belongs to: the scope needed to change it, whether the item exists, and keeping the
 * item's cover and count in step after a photo is added or removed.
 */
import type { Scope } from '../users';
import { PHOTO_TYPES, type PhotoType } from './photo';
import type { PhotoScope } from './photo-upload-schema';
import {
  eventPhotoItem,
  findEvent,
  isSplitInto,
  newEventId,
  ownPhotoOccurrences,
  readOccurrenceId,
  seriesIdOf,
  setEventPhotos,
  type NewSeries,
} from '../events/index.server';
import { findFormationById, setFormationPhotos } from '../formations/index.server';
import {
  copiedPhotoId,
  copyItemPhotos,
  deleteCopiedPhotos,
  deleteItemPhotos,
  deletePhoto,
  deleteUnlistedPhoto,
  itemPhotoIds,
  itemPhotoUrls,
  newPhotoId,
  orderItemPhotos,
  photoItemsStartingWith,
  photosIn,
  storePhoto,
  type PhotoMetadata,
} from './photos.server';
import { HttpError } from '../../server/http.server';
import { defineJob, withJob } from '../../server/jobs.server';
import { z } from '../../shared/zod';
import type { ReadOptions } from '../../server/store.server';

/** The scopes that change photos of some kind: a caller with none of them is refused before any read. */
export const PHOTO_SCOPES: readonly Scope[] = ['events', 'formations'];

export function scopeForPhotos(type: PhotoType): Scope {
  return type === 'event' ? 'events' : 'formations';
}

/**
 * The item whose photos an item shows: an occurrence of a series shares its series' photos (docs/decisions/063)
 * unless it has photos of its own (docs/decisions/085).
 */
export async function shownPhotoItem(type: PhotoType, itemId: string, options: ReadOptions = {}): Promise<string> {
  if (type !== 'event' || !readOccurrenceId(itemId)) return itemId;
  return (await eventPhotoItem(itemId, options)) ?? seriesIdOf(itemId);
}

/**
 * The item an editor's photo call changes (docs/decisions/085). For an occurrence of a series it follows the
 * scope its save chose: `this`, the date's own photos; `all`, or `following` after the save made the date's
 * series, that series' photos (without a scope, as before scopes: the series'). The photos the editor showed
 * become the target's first when they are another item's: the series' are copied to the date on its first
 * change of its own; a date's own are copied over the series' on a change of all, and the date shares them.
 */
export async function photoTarget(type: PhotoType, itemId: string, scope: PhotoScope | undefined): Promise<string> {
  const gone = () => new HttpError(404, 'NOT_FOUND', `That ${type} no longer exists.`);
  const occurrence = type === 'event' ? readOccurrenceId(itemId) : null;
  if (!occurrence) {
    if (!(await photoItemExists(type, itemId))) throw gone();
    return itemId;
  }
  const shown = await eventPhotoItem(itemId, { strong: true });
  if (!shown) throw gone();
  if (!scope) return occurrence.seriesId;
  const target = scope === 'this' ? itemId : occurrence.seriesId;
  if (target === shown) return target;
  if (scope === 'this') await withJob(datePhotosJob, { occurrence_id: itemId, own: true, replaced: [] }, async () => {});
  else await shareDatePhotos(itemId);
  return target;
}

/** The ids the copies of a date's own photos have (or will have) in its series. */
const copiesInSeries = async (occurrenceId: string) =>
  new Set((await itemPhotoIds('event', occurrenceId)).map((photoId) => copiedPhotoId(photoId, seriesIdOf(occurrenceId))));

/**
 * A date with photos of its own shares them with its series again ("All events" saved from it; docs/decisions/085):
 * they are copied over the series' photos, which go (but copies of them made before, by a stopped attempt).
 */
export async function shareDatePhotos(occurrenceId: string): Promise<void> {
  if (!(await findEvent(occurrenceId, { strong: true }))?.own_photos) return;
  const copies = await copiesInSeries(occurrenceId);
  const replaced = (await itemPhotoIds('event', seriesIdOf(occurrenceId))).filter((photoId) => !copies.has(photoId));
  await withJob(datePhotosJob, { occurrence_id: occurrenceId, own: false, replaced }, async () => {});
}

/** Removes a photo an editor showed for an item from the item its save's scope names (photoTarget). */
export async function removeShownPhoto(type: PhotoType, shownIn: string, scope: PhotoScope | undefined, photoId: string): Promise<void> {
  const itemId = await photoTarget(type, shownIn, scope);
  const [removed] = await photosIn(type, itemId, [photoId]);
  if (!removed) throw new HttpError(404, 'NOT_FOUND', 'That photo no longer exists.');
  await removeItemPhoto(removed, { type, item_id: itemId });
}

/**
 * The ids an item holds for the photos an editor named (photosIn); those it holds no longer are left out, so
 * that the order's own check (orderItemPhotos) refuses it as stale.
 */
export async function photoIdsIn(type: PhotoType, itemId: string, photoIds: readonly string[]): Promise<string[]> {
  return (await photosIn(type, itemId, photoIds)).filter((photoId): photoId is string => photoId !== null);
}

/**
 * A date of a series taking photos of its own (`own`: a copy of its series', then marked in the series' changes),
 * or giving them up (its own copied over the series' photos, those `replaced` removed, then its own removed), in
 * an order that a stop anywhere leaves for the sweep to finish: the mark is the last step of taking them and the
 * first of giving them up (docs/decisions/085).
 */
export const datePhotosJob = defineJob({
  kind: 'date-photos',
  payload: z.object({ occurrence_id: z.string(), own: z.boolean(), replaced: z.array(z.string()) }),
  settle: async ({ occurrence_id: occurrenceId, own, replaced }) => {
    const seriesId = seriesIdOf(occurrenceId);
    const date = await findEvent(occurrenceId, { strong: true });
    if (own) {
      if (!date) await deleteCopiedPhotos('event', seriesId, occurrenceId);
      else if (!date.own_photos) {
        await copyItemPhotos('event', seriesId, occurrenceId);
        await setEventPhotos(occurrenceId, await itemPhotoUrls('event', occurrenceId));
      }
      return 'done';
    }
    if (date?.own_photos) await copyItemPhotos('event', occurrenceId, seriesId);
    // Also once the date was given up (by a second attempt): a delete stopped half-way left the bytes. Never a copy.
    const copies = await copiesInSeries(occurrenceId);
    for (const photoId of replaced) if (!copies.has(photoId)) await deletePhoto(photoId, { type: 'event', item_id: seriesId });
    await refreshItemPhotos('event', seriesId);
    if (date?.own_photos) await setEventPhotos(occurrenceId, null);
    await deleteItemPhotos('event', occurrenceId);
    return 'done';
  },
});

/**
 * What an event's save or delete owes photos (docs/decisions/085): the dates of the series that no longer have
 * photos of their own (a date skipped, cut off or deleted) lose them; and for a `following` edit (`split`), the
 * copies made for its new series are kept once the split made its cut (the new series exists, or its creation
 * is owed with them named), and removed when it never did (refused, or stopped before).
 */
export const seriesPhotosJob = defineJob({
  kind: 'series-photos',
  payload: z.object({
    series_id: z.string(),
    split: z.object({ from: z.string(), to: z.string(), day: z.string() }).optional(),
  }),
  settle: async ({ series_id: seriesId, split }) => {
    if (split) {
      if (await findEvent(split.to, { strong: true })) await refreshItemPhotos('event', split.to);
      else if (!(await isSplitInto(seriesId, split.to, split.day))) await deleteCopiedPhotos('event', split.from, split.to);
    }
    // Listed first, then the dates' marks read: a date marked after that read is checked again below.
    const dated = await photoItemsStartingWith('event', `${seriesId}_`);
    const own = await ownPhotoOccurrences(seriesId);
    for (const itemId of dated) {
      if (own.has(itemId) || readOccurrenceId(itemId)?.seriesId !== seriesId) continue;
      await deleteItemPhotos('event', itemId);
      // Marked meanwhile (another officer's "This event"): its mark names what is left.
      await refreshItemPhotos('event', itemId);
    }
    return 'done';
  },
});

/** An event's save or delete (`write`) with what it owes the photos of its series' dates recorded first. */
export const withDatePhotosSettled = <T>(eventId: string, write: () => Promise<T>): Promise<T> =>
  withJob(seriesPhotosJob, { series_id: seriesIdOf(eventId) }, write);

/**
 * A `following` edit of a date (`write`, given the new series' id and photos): the photos the date showed are
 * copied to the new series first, so that it starts with photos of its own (two series never share bytes).
 */
export async function withSplitPhotos<T>(occurrenceId: string, title: string, write: (newSeries: NewSeries) => Promise<T>): Promise<T> {
  const occurrence = readOccurrenceId(occurrenceId);
  if (!occurrence) return withDatePhotosSettled(occurrenceId, () => write({ id: newEventId(title), images: [] }));
  const from = (await eventPhotoItem(occurrenceId, { strong: true })) ?? occurrence.seriesId;
  const id = newEventId(title);
  return withJob(seriesPhotosJob, { series_id: occurrence.seriesId, split: { from, to: id, day: occurrence.day } }, async () => {
    await copyItemPhotos('event', from, id);
    return write({ id, images: await itemPhotoUrls('event', id) });
  });
}
export async function photoItemExists(type: PhotoType, itemId: string): Promise<boolean> {
  return type === 'event' ? (await findEvent(itemId, { strong: true })) !== null : (await findFormationById(type, itemId)) !== null;
}

/**
 * Brings an item's cover and count in step with its photos. A date of a series names its photos only while it
 * is marked as having its own (docs/decisions/085): the listing of a date that is not is left over, and goes.
 */
export async function refreshItemPhotos(type: PhotoType, itemId: string): Promise<void> {
  const urls = await itemPhotoUrls(type, itemId);
  if (type !== 'event') return setFormationPhotos(type, itemId, { count: urls.length, cover: urls[0] ?? null });
  if (readOccurrenceId(itemId) && !(await findEvent(itemId, { strong: true }))?.own_photos) return deleteItemPhotos(type, itemId);
  await setEventPhotos(itemId, urls);
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
