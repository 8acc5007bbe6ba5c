/**
 * After a save: remove the marked images and upload the new ones; every call is awaited before the
 * editor closes (SPEC section 4). Failures show the spec's toasts.
 */
import { imageChanges, type EditorImage } from './editor-images';
import type { PhotoType } from './photo';
import { deletePhoto, uploadPhoto } from './photos-api';
import { notifyError } from '../../shared/notify';

const IMAGE_UPLOAD_ERROR = 'Sorry, There was an issue uploading one of your images [Please Contact Site Admin]';
const IMAGE_DELETE_ERROR = 'Sorry, There was an issue deleting one of your images [Please Contact Site Admin]';

/** One call at a time, removals first: each call updates the item's photo count and cover. */
export async function applyImageChanges(type: PhotoType, itemId: string, images: readonly EditorImage[]): Promise<void> {
  const { uploads, deletions } = imageChanges(images);
  for (const image of deletions) {
    await deletePhoto(image._id).catch((error: unknown) => notifyError(IMAGE_DELETE_ERROR, error));
  }
  for (const image of uploads) {
    await uploadPhoto({ item_id: itemId, type, src: image.src, title: image.title }).catch((error: unknown) =>
      notifyError(IMAGE_UPLOAD_ERROR, error),
    );
  }
}
