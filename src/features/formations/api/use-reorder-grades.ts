import { useAdminMutation } from '../../../shared/admin/use-admin-mutation';
import { reorderGrades } from '../formations-api';
import { FORMATION_KEYS } from './keys';

/** The new order of the grades (SPEC section 7, reorder); the list is reloaded after, as the spec does. */
export const useReorderGrades = () =>
  useAdminMutation({
    mutationKey: ['formations', 'reorder'],
    mutationFn: (reorderList: Array<{ _id: string; order: number }>) => reorderGrades(reorderList),
    failed: null,
    invalidates: [FORMATION_KEYS.list('grade')],
  });
