import { useAdminMutation } from '../../../shared/admin/use-admin-mutation';
import { prepareImage } from '../../photos';
import { CONTENT_MESSAGES } from '../content-messages';
import { uploadPagePhoto } from '../content-api';

/** A chosen image, resized by the spec's rules (SPEC section 5), stored as a page photo; answers its URL. */
export const useUploadPagePhoto = (item: 'home' | 'board') =>
  useAdminMutation({
    mutationKey: ['content', 'upload-photo'],
    mutationFn: async (file: File) => uploadPagePhoto(item, await prepareImage(file), file.name),
    failed: CONTENT_MESSAGES.uploadFailed,
  });
