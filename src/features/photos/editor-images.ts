/**
 * Images in an admin editor (SPEC section 4): new (no _id), existing, or existing and marked for removal
 * (which can be undone). In single-image mode, choosing a new file marks the existing images for deletion.
 */
export interface EditorImage {
  /** Stable key for the list: the photo id, or a local one for new images. */
  key: string;
  _id?: string;
  src: string;
  title: string;
  remove: boolean;
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

export function imageChanges(images: readonly EditorImage[]) {
  return {
    uploads: images.filter((image) => !image._id),
    deletions: images.filter((image): image is EditorImage & { _id: string } => Boolean(image._id) && image.remove),
  };
}
