import { useAdminMutation } from '../../../shared/admin/use-admin-mutation';
import { applyImageChanges, type EditorImage } from '../../photos';
import { EVENT_MESSAGES } from '../event-messages';
import type { EventInput } from '../core/event-schema';
import { saveEvent } from './events-api';
import { EVENT_KEYS } from './keys';

/** Update or new (SPEC section 4), then the image calls; done once they all finished (decision 016). */
export const useSaveEvent = () =>
  useAdminMutation({
    mutationKey: ['events', 'save'],
    mutationFn: ({ input }: { input: EventInput; images: readonly EditorImage[] }) => saveEvent(input),
    done: () => EVENT_MESSAGES.saved,
    failed: EVENT_MESSAGES.saveFailed,
    after: (saved, { images }) => applyImageChanges('event', saved.id, images),
    invalidates: [EVENT_KEYS.months],
  });
