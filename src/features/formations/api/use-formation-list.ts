import { useQuery } from '@tanstack/react-query';
import { ADMIN_READ } from '../../../shared/admin/admin-query';
import type { FormationType } from '../formation';
import { listFormationItems, type FormationListItem } from '../formations-api';
import { FORMATION_KEYS } from './keys';

/** Grades are listed by their order (SPEC section 2, Grade tool); committees as the server lists them. */
const inToolOrder = (type: FormationType) => (list: FormationListItem[]) =>
  type === 'grade' ? [...list].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)) : list;

/** The Committee or Grade tool's list. */
export const useFormationList = (type: FormationType) =>
  useQuery({
    ...ADMIN_READ,
    queryKey: FORMATION_KEYS.list(type),
    queryFn: ({ signal }) => listFormationItems(type, { signal }),
    select: inToolOrder(type),
  });
