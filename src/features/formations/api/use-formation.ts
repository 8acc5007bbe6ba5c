import { useQuery } from '@tanstack/react-query';
import { ADMIN_READ } from '../../../shared/admin/admin-query';
import { existingImages, loadAllPhotos } from '../../photos';
import type { FormationType } from '../formation';
import { getFormation } from '../formations-api';
import { FORMATION_KEYS } from './keys';

/** The item an editor opens, with its photos (SPEC section 4: admin editors load the data for an id). */
export const useFormation = (type: FormationType, slug: string | null) =>
  useQuery({
    ...ADMIN_READ,
    queryKey: FORMATION_KEYS.item(type, slug),
    queryFn: async ({ signal }) => {
      const formation = await getFormation(type, slug ?? '', { signal });
      return { formation, images: existingImages(await loadAllPhotos(type, formation._id, formation.image_count, { auth: true, signal })) };
    },
    enabled: slug !== null,
  });
