import { useAdminMutation } from '../../../shared/admin/use-admin-mutation';
import { csvFileName } from '../record-columns';
import { DASHBOARD_TOASTS } from '../submissions-messages';
import type { FormType } from '../../forms';
import { saveFile } from '../save-file';
import { downloadSubmissionsCsv } from '../form-data-api';

/** Download CSV: every row of the form, saved as 'hsa_{key}_{timestamp}.csv' (SPEC section 7). */
export const useDownloadCsv = (formType: FormType) =>
  useAdminMutation({
    mutationKey: ['forms', 'download'],
    mutationFn: () => downloadSubmissionsCsv(formType),
    failed: DASHBOARD_TOASTS.downloadFailed,
    after: (csv) => saveFile(csv, csvFileName(formType)),
  });
