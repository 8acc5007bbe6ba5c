import { useAdminMutation } from '../../../shared/admin/use-admin-mutation';
import { applyImageChanges, type EditorImage } from '../../photos';
import type { FormationType } from '../formation';
import { FORMATION_MESSAGES } from '../formation-messages';
import type { FormationInput } from '../formation-schema';
import { saveFormation } from '../formations-api';
import { FORMATION_KEYS } from './keys';

/** PUT or POST (SPEC section 4), then the image calls; the change counts as done once they all finished. */
export const useSaveFormation = (type: FormationType) =>
  useAdminMutation({
    mutationKey: ['formations', 'save'],
    mutationFn: ({ input }: { input: FormationInput; images: readonly EditorImage[] }) => saveFormation(input),
    done: () => FORMATION_MESSAGES.saved,
    failed: FORMATION_MESSAGES.saveFailed,
    after: (saved, { images }) => applyImageChanges(type, saved._id, images),
    invalidates: [FORMATION_KEYS.list(type)],
  });
