/**
 * What the Users tool, the Account screen, the users function and `npm run users` accept (DESIGN section 6),
 * written once: a user id, a name, known scopes, a password long enough.
 */
import { z } from '../../shared/zod';
import { isSafeUserId } from '../../shared/ids';
import { isScope, SCOPES, type Scope } from './scopes';

export const MIN_PASSWORD_LENGTH = 10;
/** The login schema's own cap: a longer password could never sign in. */
const MAX_PASSWORD_LENGTH = 1024;
const MAX_NAME_LENGTH = 80;

export const USER_RULES = {
  userId: 'A user id may hold letters, digits, dots, dashes and underscores (1 to 64), and starts and ends with a letter or digit.',
  name: 'Please enter a name.',
  nameTooLong: `Please keep the name under ${MAX_NAME_LENGTH} characters.`,
  password: `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
  passwordTooLong: `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`,
  currentPassword: 'Please enter your current password.',
  samePassword: 'The new password must differ from the current one.',
  unknownScopes: (unknown: readonly string[]) => `Unknown scope(s): ${unknown.join(', ')}. Use ${SCOPES.join(', ')}.`,
} as const;

/** Sign-in names are compared lower-case, so 'JSmith' and 'jsmith' are one account. */
export const userIdSchema = z.string(USER_RULES.userId).trim().toLowerCase().refine(isSafeUserId, USER_RULES.userId);

const nameSchema = z.string(USER_RULES.name).trim().min(1, USER_RULES.name).max(MAX_NAME_LENGTH, USER_RULES.nameTooLong);

/** Known scopes only (SPEC section 6), each once. */
const scopesSchema = z
  .array(z.string(), 'Scopes must be a list.')
  .superRefine((list, ctx) => {
    const unknown = list.filter((scope) => !isScope(scope));
    if (unknown.length) ctx.addIssue({ code: 'custom', message: USER_RULES.unknownScopes(unknown) });
  })
  .transform((list): Scope[] => SCOPES.filter((scope) => list.includes(scope)));

export const newPasswordSchema = z
  .string(USER_RULES.password)
  .min(MIN_PASSWORD_LENGTH, USER_RULES.password)
  .max(MAX_PASSWORD_LENGTH, USER_RULES.passwordTooLong);

/** Users tool 'Add user', `npm run users -- add`, and the demo seed. */
export const newUserSchema = z.object({
  userId: userIdSchema,
  name: nameSchema,
  scopes: scopesSchema,
  is_admin: z.boolean('is_admin must be true or false.').default(false),
  password: newPasswordSchema,
});

/** Users tool 'Edit': what a token says about the user, and the record version the form was loaded from. */
export const userEditSchema = z.object({
  name: nameSchema,
  scopes: scopesSchema,
  is_admin: z.boolean('is_admin must be true or false.'),
  version: z.number('Please reload the user and try again.').int().positive(),
});

/** Users tool 'Reset password', `npm run users -- set-password`. */
export const passwordResetSchema = z.object({ password: newPasswordSchema });

/** Account: any signed-in user's own change, which needs the current password. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string(USER_RULES.currentPassword)
      .min(1, USER_RULES.currentPassword)
      .max(MAX_PASSWORD_LENGTH, USER_RULES.passwordTooLong),
    newPassword: newPasswordSchema,
  })
  .refine((input) => input.newPassword !== input.currentPassword, { message: USER_RULES.samePassword, path: ['newPassword'] });

export type NewUserInput = z.input<typeof newUserSchema>;
export type UserEdit = z.output<typeof userEditSchema>;
export type PasswordChange = z.output<typeof passwordChangeSchema>;

/** A user as the API answers it: never the password hash. */
export interface PublicUser {
  userId: string;
  name: string;
  scopes: Scope[];
  is_admin: boolean;
  /** Raised by every change of the record; admin edits send back the one they loaded. */
  version: number;
  createdAt: string;
}
