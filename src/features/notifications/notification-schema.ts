/**
 * The one schema of a save of the notification addresses (PUT /v1/user_auth/notifications), used by the
 * Notifications panel as the officer types and by the function on what arrives.
 */
import { editVersionSchema } from '../../shared/edit-version';
import { z } from '../../shared/zod';
import type { FormType } from '../forms';
import { MAX_ADDRESSES_PER_FORM } from './notifications';

export const ADDRESS_MESSAGE = 'Please enter a valid email address.';
export const DUPLICATE_MESSAGE = 'This address is already in the list.';
export const TOO_MANY_MESSAGE = `A form can alert at most ${MAX_ADDRESSES_PER_FORM} addresses.`;

/** One address as a mail header may carry it: no name, no line break, no comma, at most 254 characters. */
export const addressSchema = z.string(ADDRESS_MESSAGE).trim().max(254, ADDRESS_MESSAGE).pipe(z.email(ADDRESS_MESSAGE));

const sameAddress = (address: string) => address.toLowerCase();

const addressListSchema = z
  .array(addressSchema, 'Please send the addresses as a list.')
  .max(MAX_ADDRESSES_PER_FORM, TOO_MANY_MESSAGE)
  .superRefine((addresses, context) => {
    const seen = new Set<string>();
    addresses.forEach((address, index) => {
      if (seen.has(sameAddress(address))) context.addIssue({ code: 'custom', message: DUPLICATE_MESSAGE, path: [index] });
      seen.add(sameAddress(address));
    });
  });

export const notificationSettingsSchema = z.object(
  {
    volunteer_request: addressListSchema,
    volunteer_hours_request: addressListSchema,
    reimbursement_request: addressListSchema,
    event_feedback: addressListSchema,
    version: editVersionSchema,
  } satisfies Record<FormType | 'version', z.ZodType>,
  'The request body must be a JSON object.',
);

export type NotificationSettingsInput = z.infer<typeof notificationSettingsSchema>;

/** The problem with adding `candidate` to a form's list, or null when it may be added (the panel's Add). */
export function additionProblem(candidate: string, current: readonly string[]): string | null {
  const parsed = addressSchema.safeParse(candidate);
  if (!parsed.success) return ADDRESS_MESSAGE;
  if (current.some((address) => sameAddress(address) === sameAddress(parsed.data))) return DUPLICATE_MESSAGE;
  if (current.length >= MAX_ADDRESSES_PER_FORM) return TOO_MANY_MESSAGE;
  return null;
}
