/**
 * Images in an admin editor (SPEC section 4): new (no _id), existing, or existing and marked for removal
 * (which can be undone). In single-image mode, choosing a new file marks the existing images for deletion.
 * After a save, the marked images are removed and the new ones uploaded (applyImageChanges); the first image
 * kept is the cover, and the officer may move images (docs/decisions/056), whose order is saved last.
 */
import type { PhotoType } from './photo';
import type { PhotoScope } from './photo-upload-schema';
import { deletePhoto, orderPhotos, uploadPhoto } from './photos-api';
import { notifyError } from '../../shared/notify';

const IMAGE_UPLOAD_ERROR = 'Sorry, There was an issue uploading one of your images [Please Contact Site Admin]';
const IMAGE_DELETE_ERROR = 'Sorry, There was an issue deleting one of your images [Please Contact Site Admin]';
const IMAGE_ORDER_ERROR = 'Sorry, There was an issue saving the order of your images [Please Contact Site Admin]';
export interface EditorImage {
  /** Stable key for the list: the photo id, or a local one for new images. */
  key: string;
  _id?: string;
  src: string;
  title: string;
  remove: boolean;
  /** Moved by the officer: the order is saved after the uploads. */
  moved?: boolean;
}

export function existingImages(photos: ReadonlyArray<{ _id: string; src: string; title: string }>): EditorImage[] {
  return photos.map((photo) => ({ key: photo._id, _id: photo._id, src: photo.src, title: photo.title, remove: false }));
}

export function addImages(current: readonly EditorImage[], added: readonly EditorImage[], single: boolean): EditorImage[] {
  if (!single) return [...current, ...added];
  const kept = current.filter((image) => image._id).map((image) => ({ ...image, remove: true }));
  return [...kept, ...added.slice(-1)];
}

/** Existing images toggle their removal mark; a new image is simply dropped. */
export function toggleImageRemoval(current: readonly EditorImage[], key: string): EditorImage[] {
  return current.flatMap((image) => {
    if (image.key !== key) return [image];
    return image._id ? [{ ...image, remove: !image.remove }] : [];
  });
}

/** Moves an image one place earlier (-1) or later (+1); the first image kept is the cover (docs/decisions/056). */
export function moveImage(current: readonly EditorImage[], key: string, step: -1 | 1): EditorImage[] {
  const from = current.findIndex((image) => image.key === key);
  const to = from + step;
  const [image, other] = [current[from], current[to]];
  if (!image || !other) return [...current];
  const moved = [...current];
  [moved[from], moved[to]] = [
    { ...other, moved: true },
    { ...image, moved: true },
  ];
  return moved;
}

/** The cover: the first image that is not marked for removal. */
export const coverKey = (images: readonly EditorImage[]): string | undefined => images.find((image) => !image.remove)?.key;

export function imageChanges(images: readonly EditorImage[]) {
  return {
    uploads: images.filter((image) => !image._id),
    deletions: images.filter((image): image is EditorImage & { _id: string } => Boolean(image._id) && image.remove),
  };
}

/**
 * After a save: remove the marked images and upload the new ones; every call is awaited before the editor
 * closes (SPEC section 4), one at a time, removals first: each call updates the item's photo count and
 * cover. Failures show the spec's toasts. A date of a series changes the photos of the dates its save's
 * `scope` named (docs/decisions/085).
 */
export async function applyImageChanges(
  type: PhotoType,
  itemId: string,
  images: readonly EditorImage[],
  scope?: PhotoScope,
): Promise<void> {
  const { uploads, deletions } = imageChanges(images);
  for (const image of deletions) {
    await deletePhoto(image._id, scope && { type, item_id: itemId, scope }).catch((error: unknown) =>
      notifyError(IMAGE_DELETE_ERROR, error),
    );
  }
  const ids = new Map(images.flatMap((image) => (image._id && !image.remove ? [[image.key, image._id] as const] : [])));
  for (const image of uploads) {
    await uploadPhoto({ item_id: itemId, type, src: image.src, title: image.title, ...(scope && { scope }) }).then(
      (photo) => ids.set(image.key, photo._id),
      (error: unknown) => notifyError(IMAGE_UPLOAD_ERROR, error),
    );
  }
  // Stored photos keep their order and new ones come last; an order the officer changed is saved after them.
  const order = images.flatMap((image) => ids.get(image.key) ?? []);
  if (images.some((image) => image.moved) && order.length > 1) {
    await orderPhotos({ type, item_id: itemId, order, ...(scope && { scope }) }).catch((error: unknown) =>
      notifyError(IMAGE_ORDER_ERROR, error),
    );
  }
}
