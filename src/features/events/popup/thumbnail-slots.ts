/** The event popup's thumbnail carousel (SPEC, Event popup; section 9). */

/** Each arrow press scrolls the carousel this far. */
export const THUMBNAIL_STEP_PX = 272;
/** The carousel always shows at least this many slots; the ones without a photo are placeholders. */
export const MIN_THUMBNAIL_SLOTS = 5;

export type ThumbnailSlot<T> = { kind: 'photo'; photo: T; index: number } | { kind: 'empty'; index: number };

/** One slot per photo, then empty slots up to `min`. */
export function thumbnailSlots<T>(photos: readonly T[], min: number = MIN_THUMBNAIL_SLOTS): ThumbnailSlot<T>[] {
  const slots: ThumbnailSlot<T>[] = photos.map((photo, index) => ({ kind: 'photo', photo, index }));
  for (let index = photos.length; index < min; index += 1) slots.push({ kind: 'empty', index });
  return slots;
}
