import { useQuery } from '@tanstack/react-query';
import { ADMIN_READ } from '../../../shared/admin/admin-query';
import { existingImages, loadAllPhotos } from '../../photos';
import { getEvent } from './events-api';
import { EVENT_KEYS } from './keys';

/** The event the Event Editor opens, with its photos (SPEC section 4). */
export const useEditorEvent = (id: string | null) =>
  useQuery({
    ...ADMIN_READ,
    queryKey: EVENT_KEYS.item(id),
    queryFn: async ({ signal }) => {
      const event = await getEvent(id ?? '', { auth: true, signal });
      return { event, images: existingImages(await loadAllPhotos('event', event.id, event.image_count, { auth: true, signal })) };
    },
    enabled: id !== null,
  });
