/**
 * The Users tool's editable state, checked against the shared schemas of user-schema.ts, so that the forms
 * and the users function agree on every rule.
 */
import { problemsOf, type FieldProblems } from '../../shared/admin/problems';
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

export const newUserInput = ({ userId, name, scopes, is_admin, password }: UserForm): NewUserInput => ({
  userId,
  name,
  scopes,
  is_admin,
  password,
});

export const userEditInput = ({ name, scopes, is_admin, version }: UserForm): UserEdit => ({
  name,
  scopes,
  is_admin,
  version: version ?? 0,
});

/** The first problem of each field ('userId', 'name', ...); empty when the input can be sent. */
export const userFormProblems = (form: UserForm): FieldProblems =>
  form.version === undefined ? problemsOf(newUserSchema, newUserInput(form)) : problemsOf(userEditSchema, userEditInput(form));
