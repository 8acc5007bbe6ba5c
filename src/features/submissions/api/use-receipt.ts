import { useQuery } from '@tanstack/react-query';
import { fetchReceipt } from '../form-data-api';
import { SUBMISSION_KEYS } from './keys';

/**
 * A reimbursement's receipt (its index into form_data.receipts), read once its row's details open: an image
 * is shown in place, a PDF saved from the same bytes. A receipt never changes, so it is read once per visit.
 */
export const useReceipt = (rowId: string, index: number) =>
  useQuery({
    queryKey: SUBMISSION_KEYS.receipt(rowId, index),
    queryFn: () => fetchReceipt(rowId, index),
    staleTime: Infinity,
    meta: { failure: '[EG05] a receipt failed to load' },
  });
