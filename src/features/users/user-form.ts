/**
 * The Users tool's and Account screen's editable state, checked against the shared schemas of
 * src/domain/user-schema.ts, so that the forms and the users function agree on every rule.
 */
import type { z } from '../../shared/zod';
import type { Scope } from './scopes';
import { newUserSchema, userEditSchema, type NewUserInput, type PublicUser, type UserEdit } from './user-schema';

export interface UserForm {
  userId: string;
  name: string;
  scopes: Scope[];
  is_admin: boolean;
  /** Only for a new user. */
  password: string;
  /** The loaded record's version; absent for a new user. */
  version?: number;
}

export const blankUserForm = (): UserForm => ({ userId: '', name: '', scopes: [], is_admin: false, password: '' });

export const formFromUser = (user: PublicUser): UserForm => ({
  userId: user.userId,
  name: user.name,
  scopes: [...user.scopes],
  is_admin: user.is_admin,
  password: '',
  version: user.version,
});

/** The first problem of each field ('userId', 'newPassword', ...); empty when the input can be sent. */
export function problemsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) problems[String(issue.path[0] ?? '')] ??= issue.message;
  return problems;
}

export const newUserInput = ({ userId, name, scopes, is_admin, password }: UserForm): NewUserInput => ({ userId, name, scopes, is_admin, password });

export const userEditInput = ({ name, scopes, is_admin, version }: UserForm): UserEdit => ({ name, scopes, is_admin, version: version ?? 0 });

export const userFormProblems = (form: UserForm) =>
  form.version === undefined ? problemsOf(newUserSchema, newUserInput(form)) : problemsOf(userEditSchema, userEditInput(form));
