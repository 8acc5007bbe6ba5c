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

/** Where the bytes of a stored photo are served (long-cached, DESIGN section 5). */
export function photoUrl(photoId: string): string {
  return `/v2/api/photo/image/${photoId}`;
}
