import { useAdminMutation } from '../../../shared/admin/use-admin-mutation';
import type { FormationType } from '../formation';
import { FORMATION_MESSAGES } from '../formation-messages';
import { deleteFormation } from '../formations-api';
import { FORMATION_KEYS } from './keys';

export const useDeleteFormation = (type: FormationType) =>
  useAdminMutation({
    mutationKey: ['formations', 'delete'],
    mutationFn: (id: string) => deleteFormation(type, id),
    done: () => FORMATION_MESSAGES.deleted(type),
    failed: FORMATION_MESSAGES.deleteFailed(type),
    invalidates: [FORMATION_KEYS.list(type)],
  });
