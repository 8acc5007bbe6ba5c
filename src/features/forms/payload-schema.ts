/**
 * The one schema of each public form (DESIGN section 3): the browser form validates each field with
 * its entry in `shape`, the submit-form function validates the whole payload with the same object.
 */
import { z } from '../../shared/zod';
import { fieldSchema } from './field-value-schema';
import { formFields, type FieldDefinition, type SelectOption } from './field-definitions';
import { MAX_FEEDBACK_LENGTH, MAX_INPUT_LENGTH } from './size-limits';
import { FIELD_MESSAGES, FORM_MESSAGES, type FieldMessages } from './forms-messages';
import { FORM_TYPES, type FormType, type VolunteerFormType } from './form-types';
import { invoiceTotal } from './invoice';
import { LANGS, type Lang } from '../../shared/i18n/lang';

/**
 * A field people never see (hidden from view and from assistive technology); bots that fill every
 * input fill it too. The function answers such a submission as a success and stores nothing.
 */
export const HONEYPOT_FIELD = 'website';
const honeypotSchema = z.string().max(MAX_INPUT_LENGTH).optional();

/** True when a raw form_data (before validation) has anything in the honeypot field. */
export function isHoneypotFilled(formData: unknown): boolean {
  if (typeof formData !== 'object' || formData === null) return false;
  const value = (formData as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && String(value).trim() !== '';
}

export type FormDataSchema = z.ZodObject<Record<string, z.ZodType>>;

/**
 * The schema of a form from its field definitions; the honeypot is accepted and dropped later. Its problems are in
 * `messages`' words: the function's English, or the page's language in the browser.
 */
export function schemaForFields(fields: readonly FieldDefinition[], messages: FieldMessages = FIELD_MESSAGES): FormDataSchema {
  const shape: Record<string, z.ZodType> = Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field, messages)]));
  return z.object({ ...shape, [HONEYPOT_FIELD]: honeypotSchema });
}

export interface FormSchemaOptions {
  /**
   * The volunteer activity list (`volunteerActivityOptions`, as the datasource serves it): its values
   * are the ones accepted, its names the labels stored for associated_activites.
   */
  activities: readonly SelectOption[];
}

/** The form_data schema of one of the three Volunteer Form page forms; the browser form builds the same. */
export function formDataSchema(formType: VolunteerFormType, { activities }: FormSchemaOptions): FormDataSchema {
  return schemaForFields(formFields(formType, activities));
}

const eventText = z
  .string(FIELD_MESSAGES.required)
  .trim()
  .min(1, FIELD_MESSAGES.required)
  .max(MAX_INPUT_LENGTH, FIELD_MESSAGES.tooLong(MAX_INPUT_LENGTH));

/** SPEC sections 3 and 5: rating 1 to 10, feedback non-empty and at most 500 characters. */
export const eventFeedbackSchema = z.object({
  rating: z
    .number(FORM_MESSAGES.feedbackIncomplete)
    .int(FORM_MESSAGES.feedbackIncomplete)
    .min(1, FORM_MESSAGES.feedbackIncomplete)
    .max(10, FIELD_MESSAGES.range(1, 10)),
  feedback: z
    .string(FORM_MESSAGES.feedbackIncomplete)
    .trim()
    .min(1, FORM_MESSAGES.feedbackIncomplete)
    .max(MAX_FEEDBACK_LENGTH, FIELD_MESSAGES.tooLong(MAX_FEEDBACK_LENGTH)),
  /** The event's id or slug and title, as the popup shows them. */
  event_name: eventText,
  event_title: eventText,
  /** The event's date as the popup shows it; the spec fixes no format, so any short text is kept as sent. */
  event_date: eventText,
  [HONEYPOT_FIELD]: honeypotSchema,
});
export type EventFeedback = Omit<z.output<typeof eventFeedbackSchema>, typeof HONEYPOT_FIELD>;

/**
 * The language of the page a submission was sent from (docs/decisions/068), beside form_type and form_data:
 * the family's mails are written in it. Optional: a sender that does not say is English.
 */
export const submissionLangSchema = z.object({ lang: z.enum(LANGS, FIELD_MESSAGES.unknownLang(LANGS)).optional() });

/** What is stored: form_data without the honeypot, and the reimbursement's invoice total computed here. */
export interface SubmissionInput {
  form_type: FormType;
  form_data: Record<string, unknown>;
  lang?: Lang;
}

function finalise({ form_type, form_data }: { form_type: FormType; form_data: Record<string, unknown> }): SubmissionInput {
  const { [HONEYPOT_FIELD]: _honeypot, ...data } = form_data;
  if (form_type === 'reimbursement_request') {
    // Never the client's figure: SPEC section 3's total of the lines, under the spec's own key.
    data.reimburesment_total = invoiceTotal(data.invoices as Array<{ qty: unknown; price: unknown }>);
  }
  return { form_type, form_data: data };
}

/** The body of POST /v1/api/submit-form (for multipart, after form_data's JSON text is parsed). */
export function submissionSchema(options: FormSchemaOptions) {
  const form = <T extends VolunteerFormType>(formType: T) =>
    z.object({ form_type: z.literal(formType), form_data: formDataSchema(formType, options) });
  return z
    .discriminatedUnion(
      'form_type',
      [
        form('volunteer_request'),
        form('volunteer_hours_request'),
        form('reimbursement_request'),
        z.object({ form_type: z.literal('event_feedback'), form_data: eventFeedbackSchema }),
      ],
      { error: FIELD_MESSAGES.unknownFormType(FORM_TYPES) },
    )
    .transform(finalise);
}
