/**
 * The one schema of each sign-up input (DESIGN section 9, docs/decisions/066), used by the form or editor as a
 * person types and by the function on what arrives: an officer's sheet, a parent's sign-up and the action of
 * a manage link.
 */
import { editVersionSchema } from '../../../shared/edit-version';
import { isSafeId } from '../../../shared/ids';
import { LANGS } from '../../../shared/i18n/lang';
import { spanishTextSchema } from '../../../shared/i18n/officer-text-schema';
import { z } from '../../../shared/zod';
import { SIGNUP_MESSAGES as M } from '../signup-messages';

export const MAX_SLOTS = 50;
export const MAX_CAPACITY = 500;
export const MAX_SLOT_TITLE = 80;
export const MAX_NOTIFY = 10;
export const MAX_NAME = 100;
export const MAX_PHONE = 30;

const emailSchema = z.string(M.email).trim().max(254, M.email).pipe(z.email(M.email));

export const slotInputSchema = z.object({
  /** Absent for a new slot: the server names it. */
  id: z
    .string()
    .refine((value) => isSafeId(value), M.noSlot)
    .optional(),
  title: z.string(M.slotTitle).trim().min(1, M.slotTitle).max(MAX_SLOT_TITLE, M.slotTitleLength),
  /** The title in Spanish (docs/decisions/070): '' when none, and the Spanish site shows the English. */
  title_es: spanishTextSchema('Slot title', MAX_SLOT_TITLE),
  capacity: z.number(M.capacity).int(M.capacity).min(1, M.capacity).max(MAX_CAPACITY, M.capacity),
});

export const sheetInputSchema = z.object(
  {
    slots: z.array(slotInputSchema, M.slots).min(1, M.slots).max(MAX_SLOTS, M.slots),
    closes_at: z.iso.datetime({ offset: true, message: M.closesAt }).nullable().optional(),
    notify: z.array(emailSchema, M.notify).max(MAX_NOTIFY, M.notify).optional(),
    /** The version the officer loaded; absent or 0 for a sheet not saved yet. */
    version: editVersionSchema.optional(),
  },
  'The request body must be a JSON object.',
);
export type SheetInput = z.infer<typeof sheetInputSchema>;

export const signupInputSchema = z.object(
  {
    slot_id: z.string(M.noSlot).refine((value) => isSafeId(value), M.noSlot),
    name: z.string(M.name).trim().min(1, M.name).max(MAX_NAME, M.nameLength),
    email: emailSchema,
    phone: z
      .string(M.phone)
      .trim()
      .max(MAX_PHONE, M.phone)
      .regex(/^[0-9+()\-. ]*$/, M.phone)
      .optional(),
    /** The honeypot (as the forms'): a person never fills it. */
    website: z.string().max(2000).optional(),
    lang: z.enum(LANGS).optional(),
  },
  'The request body must be a JSON object.',
);
export type SignupInput = z.infer<typeof signupInputSchema>;

export const manageActionSchema = z.object({ action: z.literal('cancel', M.action) }, 'The request body must be a JSON object.');
