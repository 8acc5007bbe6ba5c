import { useQuery } from '@tanstack/react-query';
import { fetchReceipt } from '../form-data-api';

/**
 * A reimbursement's receipt (its index into form_data.receipts), read once its row's details open: an image
 * is shown in place, a PDF saved from the same bytes. A receipt never changes, so it is read once per visit.
 * Its key is not under 'forms': the row shows its own placeholder, the screen's overlay stays for the
 * screen's calls (docs/decisions/027).
 */
export const useReceipt = (rowId: string, index: number) =>
  useQuery({
    queryKey: ['receipts', rowId, index],
    queryFn: () => fetchReceipt(rowId, index),
    staleTime: Infinity,
    meta: { failure: '[EG05] a receipt failed to load' },
  });
