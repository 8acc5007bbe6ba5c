import { useAdminMutation } from '../../../shared/admin/use-admin-mutation';
import { CONTENT_MESSAGES } from '../content-messages';
import { saveHomeImages } from '../content-api';
import { CONTENT_KEYS } from './keys';

/** Replaces the list, naming the version it was read at; the answer (with the new version) becomes the tool's copy. */
export const useSaveHomeImages = () =>
  useAdminMutation({
    mutationKey: ['content', 'save-home'],
    mutationFn: ({ images, version }: { images: string[]; version: number }) => saveHomeImages(images, version),
    done: () => CONTENT_MESSAGES.homeSaved,
    failed: CONTENT_MESSAGES.saveFailed,
    after: (saved, _list, client) => client.setQueryData(CONTENT_KEYS.home, saved),
  });
