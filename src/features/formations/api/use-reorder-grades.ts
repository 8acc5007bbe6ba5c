import { ApiError } from '../../../shared/api-client';
import { useAdminMutation } from '../../../shared/admin/use-admin-mutation';
import { FORMATION_MESSAGES } from '../formation-messages';
import { reorderGrades } from '../formations-api';
import { FORMATION_KEYS } from './keys';

interface GradeReorder {
  reorderList: Array<{ _id: string; order: number }>;
  /** The version of the order the list showed (its X-Version, docs/decisions/048). */
  version: number;
}

/**
 * A reorder refused because another officer reordered first: by the time the officer reads it the list shows
 * the stored order (it is reloaded after every reorder), so the message says so rather than "reload it".
 */
const toldPlainly = (error: unknown) => {
  throw error instanceof ApiError && error.code === 'STALE_EDIT' ? new ApiError(FORMATION_MESSAGES.orderChanged, 409, error.code) : error;
};

/** The new order of the grades (SPEC section 7, reorder); the list is reloaded after, as the spec does. */
export const useReorderGrades = () =>
  useAdminMutation({
    mutationKey: ['formations', 'reorder'],
    mutationFn: ({ reorderList, version }: GradeReorder) => reorderGrades(reorderList, version).catch(toldPlainly),
    failed: null,
    invalidates: [FORMATION_KEYS.list('grade')],
  });
