/**
 * Photo bytes at photos/file/{photoId} (with their metadata), and a listing entry at
 * photos/item/{type}/{item_id}/{photoId} so that an item's photos are found without reading bytes.
 */
import { createHash } from 'node:crypto';
import { byCreateDate, PHOTO_TYPES, photoUrl, type Photo, type PhotoType } from './photo';
import { PHOTO_PAGE_SIZE } from './photos-api';
import { z } from '../../shared/zod';
import { HttpError } from '../../server/http.server';
import {
  keyOf,
  listKeys,
  newRecordId,
  openStore,
  parseStored,
  putRecord,
  readRecord,
  readRecords,
  type ReadOptions,
} from '../../server/store.server';

const MAX_PHOTO_BYTES = 1024 * 1024;
// base64 grows data by 4/3; checked before decoding anything (DESIGN section 6).
export const MAX_BASE64_CHARS = Math.ceil((MAX_PHOTO_BYTES * 4) / 3) + 4;

const photosStore = (options: ReadOptions = {}) => openStore('photos', options);

const photoFileKey = (photoId: string) => keyOf('file', photoId);
const photoItemKey = (type: StoredPhotoType, itemId: string, photoId: string) => keyOf('item', type, itemId, photoId);

/** 'page' photos (home images, board portraits) are stored the same way but never listed by the API. */
export type StoredPhotoType = PhotoType | 'page';

export type StoredPhoto = Omit<Photo, 'type'> & { type: StoredPhotoType };

export interface PhotoMetadata {
  type: StoredPhotoType;
  item_id: string;
  title: string;
  create_date: string;
  contentType: string;
}

/** A listed photo, with the photo it was copied from when it is a copy (docs/decisions/085). */
export type ListedPhoto = Photo & { source_id?: string };

/** A photo's listing entry as read back; only the API's types are ever listed. */
const storedPhoto: z.ZodType<ListedPhoto> = z.looseObject({
  _id: z.string(),
  item_id: z.string(),
  type: z.enum(PHOTO_TYPES),
  src: z.string(),
  title: z.string(),
  create_date: z.string(),
  source_id: z.string().optional(),
});

/** The metadata stored with a photo's bytes. */
const photoMetadata: z.ZodType<PhotoMetadata> = z.looseObject({
  type: z.enum([...PHOTO_TYPES, 'page']),
  item_id: z.string(),
  title: z.string(),
  create_date: z.string(),
  contentType: z.string(),
});

/** A new photo's id, time-ordered like its upload. */
export const newPhotoId = (at: Date = new Date()) => newRecordId(at);

/**
 * The id of a photo's copy in another item (docs/decisions/085): the same for every attempt, so that copying
 * again finds the copy made before; time-ordered like its source, whose time part it keeps.
 */
export function copiedPhotoId(sourceId: string, itemId: string): string {
  const hex = createHash('sha256').update(`${sourceId}\n${itemId}`).digest('hex');
  const time = sourceId.slice(0, sourceId.indexOf('-') + 1) || '0-';
  return `${time}${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The bytes first, then the listing entry that shows them: an entry never names missing bytes. */
export async function storePhoto(
  input: Omit<PhotoMetadata, 'create_date'> & { bytes: Uint8Array; createDate?: Date; photoId?: string; sourceId?: string },
): Promise<StoredPhoto> {
  const { bytes, createDate = new Date(), photoId = newRecordId(createDate), sourceId, ...meta } = input;
  const metadata: PhotoMetadata = { ...meta, create_date: createDate.toISOString() };
  const store = photosStore();
  await store.set(photoFileKey(photoId), new Blob([new Uint8Array(bytes)], { type: meta.contentType }), { metadata: { ...metadata } });
  const photo: StoredPhoto = {
    _id: photoId,
    item_id: meta.item_id,
    type: meta.type,
    src: photoUrl(photoId),
    title: meta.title,
    create_date: metadata.create_date,
  };
  await putRecord(store, photoItemKey(meta.type, meta.item_id, photoId), sourceId ? { ...photo, source_id: sourceId } : photo);
  return photo;
}

/**
 * Copies into `target` every photo of `source` it has no copy of yet, each as an upload is stored (bytes, then
 * listing entry), under the same title and date: copying again after a stop finishes the copy.
 */
export async function copyItemPhotos(type: PhotoType, source: string, target: string): Promise<void> {
  const [photos, present] = await Promise.all([currentItemPhotos(type, source), currentItemPhotos(type, target)]);
  const copied = new Set(present.map((photo) => photo._id));
  for (const photo of photos) {
    const photoId = copiedPhotoId(photo._id, target);
    if (copied.has(photoId)) continue;
    const file = await readPhotoFile(photo._id, { strong: true });
    if (!file) continue;
    const createDate = new Date(photo.create_date);
    const { contentType, title } = file.metadata;
    await storePhoto({
      type,
      item_id: target,
      title,
      contentType,
      bytes: new Uint8Array(file.bytes),
      createDate,
      photoId,
      sourceId: photo._id,
    });
  }
}

/** Removes a copy of `source`'s photos into `target` that will not be used, whatever part of it was written. */
export async function deleteCopiedPhotos(type: PhotoType, source: string, target: string): Promise<void> {
  await deleteItemPhotos(type, target);
  for (const photo of await currentItemPhotos(type, source)) await photosStore().delete(photoFileKey(copiedPhotoId(photo._id, target)));
}

/**
 * The ids under which `item` holds photos named by the editor that showed them, read once: each photo itself,
 * or the copy made of it when the photos were copied to this item (docs/decisions/085); null where it holds
 * neither.
 */
export async function photosIn(type: PhotoType, itemId: string, photoIds: readonly string[]): Promise<Array<string | null>> {
  const photos = await currentItemPhotos(type, itemId);
  const held = (photoId: string) =>
    photos.find((photo) => photo._id === photoId)?._id ?? photos.find((photo) => photo.source_id === photoId)?._id ?? null;
  return photoIds.map(held);
}

/** The items whose id starts with `prefix` that have photos listed (a series' dates with photos of their own). */
export async function photoItemsStartingWith(type: PhotoType, prefix: string): Promise<string[]> {
  const keys = await listKeys(photosStore({ strong: true }), `${keyOf('item', type)}/${prefix}`);
  return [...new Set(keys.map((key) => key.split('/').at(-2) ?? ''))].filter(Boolean);
}

/** An item's photo listing keys in upload order (their ids are time-ordered). */
async function itemPhotoKeys(type: PhotoType, itemId: string, options: ReadOptions): Promise<string[]> {
  return (await listKeys(photosStore(options), `${keyOf('item', type, itemId)}/`)).sort();
}

/** The photo id at the end of a listing key. */
const photoIdOf = (itemKey: string) => itemKey.slice(itemKey.lastIndexOf('/') + 1);

/**
 * An item's photos in upload order, one page at a time: one listing plus at most `pageSize` reads.
 * Admin reads (strong) see a photo uploaded a moment ago; public ones may be a minute behind.
 */
export async function listItemPhotos(
  type: PhotoType,
  itemId: string,
  page: number,
  pageSize: number,
  options: ReadOptions = {},
): Promise<Photo[]> {
  const store = photosStore(options);
  const keys = await itemPhotoKeys(type, itemId, options);
  const wanted = keys.slice((page - 1) * pageSize, page * pageSize);
  const photos = await Promise.all(wanted.map((key) => readRecord(store, key, storedPhoto, options)));
  return photos.flatMap((photo) => (photo ? [withoutSource(photo)] : []));
}

/** A photo as the API lists it: where a copy came from is the server's own. */
const withoutSource = ({ source_id: _source, ...photo }: ListedPhoto): Photo => photo;

/**
 * An item's photos as the galleries load them (loadAllPhotos: the pages of 3 its `imageCount` calls for,
 * oldest first), for a page drawn on request (docs/decisions/045).
 */
export async function readItemPhotos(type: PhotoType, itemId: string, imageCount: number): Promise<Photo[]> {
  const pages = Math.ceil(Math.max(imageCount, 0) / PHOTO_PAGE_SIZE);
  if (pages === 0) return [];
  const photos = await listItemPhotos(type, itemId, 1, pages * PHOTO_PAGE_SIZE);
  return photos.sort(byCreateDate);
}

/** Every photo of an item in the galleries' order, current (the editors' writes only: one read per photo). */
async function currentItemPhotos(type: PhotoType, itemId: string): Promise<ListedPhoto[]> {
  const store = photosStore({ strong: true });
  const keys = await itemPhotoKeys(type, itemId, { strong: true });
  const photos = await readRecords(store, keys, storedPhoto, { strong: true });
  return photos.filter((photo): photo is ListedPhoto => photo !== null).sort(byCreateDate);
}

/** The ids of an item's photos, current. */
export async function itemPhotoIds(type: PhotoType, itemId: string): Promise<string[]> {
  return (await currentItemPhotos(type, itemId)).map((photo) => photo._id);
}

/** Every photo URL of an item in the galleries' order (the first is the cover), current. */
export async function itemPhotoUrls(type: PhotoType, itemId: string): Promise<string[]> {
  return (await currentItemPhotos(type, itemId)).map((photo) => photo.src);
}

/**
 * Puts an item's photos in the order given (docs/decisions/056): the galleries show photos by create_date, so
 * the item's own dates are dealt out again in that order, each listing entry rewritten only if its date
 * changes. Writing it again finishes a write that stopped part-way; the item's cover follows (itemPhotosJob).
 */
export async function orderItemPhotos(type: PhotoType, itemId: string, order: readonly string[]): Promise<void> {
  const photos = await currentItemPhotos(type, itemId);
  const stored = new Map(photos.map((photo) => [photo._id, photo]));
  if (order.length !== stored.size || new Set(order).size !== order.length || order.some((id) => !stored.has(id))) {
    throw new HttpError(409, 'STALE_PHOTOS', 'The photos of this item changed meanwhile. Reload it, then order them again.');
  }
  // Strictly rising dates, so that no two photos tie (a stopped write may have left two with one date).
  const dates: string[] = [];
  for (const date of photos.map((photo) => photo.create_date).sort()) {
    const last = dates.at(-1);
    dates.push(last && date <= last ? new Date(Date.parse(last) + 1).toISOString() : date);
  }
  const store = photosStore();
  for (const [index, id] of order.entries()) {
    const photo = stored.get(id);
    if (photo && photo.create_date !== dates[index])
      await putRecord(store, photoItemKey(type, itemId, id), { ...photo, create_date: dates[index] });
  }
}

export async function readPhotoFile(
  photoId: string,
  options: ReadOptions = {},
): Promise<{ bytes: ArrayBuffer; metadata: PhotoMetadata } | null> {
  const entry = await photosStore(options).getWithMetadata(photoFileKey(photoId), {
    type: 'arrayBuffer',
    ...(options.strong && { consistency: 'strong' as const }),
  });
  return entry ? { bytes: entry.data, metadata: parseStored(photoMetadata, entry.metadata, photoFileKey(photoId)) } : null;
}

export async function readPhotoMetadata(photoId: string): Promise<PhotoMetadata | null> {
  const entry = await photosStore().getMetadata(photoFileKey(photoId), { consistency: 'strong' });
  return entry ? parseStored(photoMetadata, entry.metadata, photoFileKey(photoId)) : null;
}

/** The listing entry first, then the bytes: what is listed always has its bytes. */
export async function deletePhoto(photoId: string, metadata: Pick<PhotoMetadata, 'type' | 'item_id'>): Promise<void> {
  const store = photosStore();
  await store.delete(photoItemKey(metadata.type, metadata.item_id, photoId));
  await store.delete(photoFileKey(photoId));
}

/** Whether a photo is listed under its item (its upload finished, its delete did not begin). */
async function isPhotoListed(type: StoredPhotoType, itemId: string, photoId: string): Promise<boolean> {
  return (await photosStore().getMetadata(photoItemKey(type, itemId, photoId), { consistency: 'strong' })) !== null;
}

/** Bytes no listing entry names (an upload stopped before its entry, a delete stopped after it). */
export async function deleteUnlistedPhoto(type: StoredPhotoType, itemId: string, photoId: string): Promise<void> {
  if (!(await isPhotoListed(type, itemId, photoId))) await photosStore().delete(photoFileKey(photoId));
}

/** The JPEG bytes of a base64 upload, refusing anything too large or not a JPEG by its first bytes. */
export function decodeJpeg(src: unknown): Uint8Array {
  if (typeof src !== 'string' || !src) throw new HttpError(400, 'MISSING_IMAGE', 'Please choose an image to upload.');
  const base64 = src.replace(/^data:image\/[a-z+.-]+;base64,/i, '');
  if (base64.length > MAX_BASE64_CHARS) throw new HttpError(413, 'TOO_LARGE', 'This image is too large (limit 1 MB).');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new HttpError(400, 'INVALID_IMAGE', 'The image data could not be read.');
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) {
    throw new HttpError(415, 'NOT_JPEG', 'Photos must be JPEG images.');
  }
  return bytes;
}

/**
 * Removes every photo of an item (when the item itself is deleted): each one's bytes, then its listing entry,
 * so that until the end the listing still names whatever bytes are left to remove.
 */
export async function deleteItemPhotos(type: PhotoType, itemId: string): Promise<void> {
  const store = photosStore();
  const keys = await itemPhotoKeys(type, itemId, { strong: true });
  await Promise.all(
    keys.map(async (key) => {
      await store.delete(photoFileKey(photoIdOf(key)));
      await store.delete(key);
    }),
  );
}
