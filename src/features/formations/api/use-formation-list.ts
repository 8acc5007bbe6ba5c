import { useQuery } from '@tanstack/react-query';
import { ADMIN_READ } from '../../../shared/admin/admin-query';
import type { FormationType } from '../formation';
import type { VersionedList } from '../../../shared/api-client';
import { readFormationList, type FormationListItem } from '../formations-api';
import { FORMATION_KEYS } from './keys';

/** Grades are listed by their order (SPEC section 2, Grade tool); committees as the server lists them. */
const inToolOrder =
  (type: FormationType) =>
  ({ list, version }: VersionedList<FormationListItem>): VersionedList<FormationListItem> => ({
    list: type === 'grade' ? [...list].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)) : list,
    version,
  });

/** The Committee or Grade tool's list, with the version of the grade order that a reorder names. */
export const useFormationList = (type: FormationType) =>
  useQuery({
    ...ADMIN_READ,
    queryKey: FORMATION_KEYS.list(type),
    queryFn: ({ signal }) => readFormationList(type, { signal }),
    select: inToolOrder(type),
  });
