import { useQuery } from '@tanstack/react-query';
import { ADMIN_READ } from '../../../shared/admin/admin-query';
import type { FormationType } from '../formation';
import { listFormationTexts } from '../formations-api';
import { FORMATION_KEYS } from './keys';

/** The grades' or committees' titles, link labels and descriptions with their Spanish versions (docs/decisions/071). */
export const useFormationTexts = (type: FormationType) =>
  useQuery({ ...ADMIN_READ, queryKey: FORMATION_KEYS.texts(type), queryFn: ({ signal }) => listFormationTexts(type, { signal }) });
