import { useMutation } from '@tanstack/react-query';
import { submitForm } from '../submit-form-api';
import type { VolunteerFormType } from '../form-types';

export interface FormSubmission {
  /** form_data: every field, plus the reimbursement's total and a filled honeypot. */
  formData: Record<string, unknown>;
  /** The receipts, sent as multipart parts (reimbursement only). */
  files: readonly File[];
}

/** Sends one of the Volunteer Form page's forms (SPEC section 7, submit-form). */
export const useSubmitForm = (formType: VolunteerFormType) =>
  useMutation({
    mutationFn: ({ formData, files }: FormSubmission) => submitForm(formType, formData, files),
  });
