import { useAdminMutation } from '../../../shared/admin/use-admin-mutation';
import { DASHBOARD_MESSAGES } from '../dashboard-messages';
import type { FileViewer } from '../save-file';
import { fetchReceipt } from '../submissions-api';

interface ReceiptOpening {
  rowId: string;
  index: number;
  name: string;
  /** Prepared during the click (prepareFileViewer), since a tab can only be opened then. */
  viewer: FileViewer;
}

/** A reimbursement's receipt: shown in the tab opened for it, or saved; a failure closes that tab (decision 013). */
export const useOpenReceipt = () =>
  useAdminMutation({
    mutationKey: ['forms', 'receipt'],
    mutationFn: async ({ rowId, index, viewer }: ReceiptOpening) => {
      try {
        return await fetchReceipt(rowId, index);
      } catch (error) {
        viewer.cancel();
        throw error;
      }
    },
    failed: DASHBOARD_MESSAGES.receiptFailed,
    after: (receipt, { name, viewer }) => viewer.show(receipt, name),
  });
