import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_READ } from '../../../shared/admin/admin-query';
import { loadReimbursementTotals } from '../workflow-api';
import { REIMBURSEMENT_KEYS } from './keys';

/** A school year's reimbursement totals (docs/decisions/035); null: the current school year. */
export const useSchoolYearTotals = (year: number | null) =>
  useQuery({
    ...ADMIN_READ,
    queryKey: REIMBURSEMENT_KEYS.totals(year),
    queryFn: ({ signal }) => loadReimbursementTotals(year, signal),
    placeholderData: keepPreviousData,
  });
