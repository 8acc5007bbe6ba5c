import { useMutation } from '@tanstack/react-query';
import { submitForm } from '../submit-form-api';
import type { VolunteerFormType } from '../form-types';
import type { Lang } from '../../../shared/i18n/lang';

export interface FormSubmission {
  /** form_data: every field, plus the reimbursement's total and a filled honeypot. */
  formData: Record<string, unknown>;
  /** The receipts, sent as multipart parts (reimbursement only). */
  files: readonly File[];
}

/** Sends one of the Volunteer Form page's forms (SPEC section 7, submit-form) from a page in `lang`. */
export const useSubmitForm = (formType: VolunteerFormType, lang: Lang) =>
  useMutation({
    mutationFn: ({ formData, files }: FormSubmission) => submitForm(formType, formData, files, lang),
  });
