import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_READ } from '../../../shared/admin/admin-query';
import { loadReimbursementTotals } from '../../submissions/form-data-api';
import { FORM_KEYS } from '../../submissions/api/keys';

/** A school year's reimbursement totals (docs/decisions/035); null: the current school year. */
export const useReimbursementTotals = (year: number | null) =>
  useQuery({
    ...ADMIN_READ,
    queryKey: FORM_KEYS.totals(year),
    queryFn: ({ signal }) => loadReimbursementTotals(year, signal),
    placeholderData: keepPreviousData,
  });
