import { useAdminMutation } from '../../../shared/admin/use-admin-mutation';
import { csvFileName } from '../record-columns';
import { FORM_MESSAGES } from '../../forms/forms-messages';
import type { FormType } from '../../forms/form-types';
import { saveFile } from '../save-file';
import { downloadSubmissionsCsv } from '../form-data-api';

/** Download CSV: every row of the form, saved as 'hsa_{key}_{timestamp}.csv' (SPEC section 7). */
export const useDownloadCsv = (formType: FormType) =>
  useAdminMutation({
    mutationKey: ['forms', 'download'],
    mutationFn: () => downloadSubmissionsCsv(formType),
    failed: FORM_MESSAGES.downloadFailed,
    after: (csv) => saveFile(csv, csvFileName(formType)),
  });
