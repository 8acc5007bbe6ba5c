/** Photos attached to events, grades and committees (SPEC section 3). */
export const PHOTO_TYPES = ['event', 'grade', 'committee'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** A stored photo as the API lists it. */
export interface Photo {
  _id: string;
  item_id: string;
  type: PhotoType;
  src: string;
  title: string;
  create_date: string;
}

/** Oldest first: the order the galleries show an item's photos in. */
export const byCreateDate = (a: Pick<Photo, 'create_date'>, b: Pick<Photo, 'create_date'>) => a.create_date.localeCompare(b.create_date);

/** Where the bytes of a stored photo are served (long-cached, DESIGN section 5). */
export function photoUrl(photoId: string): string {
  return `/v2/api/photo/image/${photoId}`;
}
