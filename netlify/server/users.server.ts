/**
 * Sign-in accounts, one blob per user under users/user/{userId}, for the users function, the guard, the
 * login and `npm run users`. Inputs go through the shared schemas of src/domain/user-schema.ts; problems are
 * HttpErrors with a readable message (the CLI prints it).
 */
import type { Scope } from '../../src/domain/scopes';
import {
  newPasswordSchema,
  newUserSchema,
  userIdSchema,
  type NewUserInput,
  type PublicUser,
  type UserEdit,
} from '../../src/domain/user-schema';
import { HttpError } from './http.server';
import { hashPassword } from './passwords.server';
import { createRecord, keyOf, listKeys, openStore, patchRecord, putRecord, readRecord, STALE_EDIT_MESSAGE } from './store.server';
import { parseBody } from './validation.server';

export type { PublicUser };

export interface UserRecord extends PublicUser {
  passwordHash: string;
}

export const LAST_ADMIN_MESSAGE =
  'This is the last administrator: make another user an administrator first, so that someone can still manage users.';

// Every user read is an admin or sign-in read: strong, listings included.
const usersStore = () => openStore('users', { strong: true });
const userKey = (userId: string) => keyOf('user', userId);

/** Records written before the version covered every change called it passwordVersion. */
type StoredUser = Omit<UserRecord, 'version'> & { version?: number; passwordVersion?: number };
const fromStored = ({ passwordVersion, ...stored }: StoredUser): UserRecord => ({ ...stored, version: stored.version ?? passwordVersion ?? 1 });

export function normaliseUserId(userId: string): string {
  return userId.trim().toLowerCase();
}

const notFound = (userId: string) => new HttpError(404, 'NOT_FOUND', `No user '${userId}'.`);

/** The user id of a path or a command line: a 400 unless it has the strict shape keys are built from. */
export function parseUserId(userId: unknown): string {
  return parseBody(userIdSchema, userId, { code: 'INVALID_USER_ID' });
}

export async function findUser(userId: string): Promise<UserRecord | null> {
  const parsed = userIdSchema.safeParse(userId);
  if (!parsed.success) return null;
  const stored = await readRecord<StoredUser>(usersStore(), userKey(parsed.data), { strong: true });
  return stored && fromStored(stored);
}

export async function listUsers(): Promise<PublicUser[]> {
  const store = usersStore();
  const keys = await listKeys(store, 'user/');
  const users = await Promise.all(keys.map((key) => readRecord<StoredUser>(store, key, { strong: true })));
  return users.filter((user): user is StoredUser => user !== null).map((user) => withoutHash(fromStored(user)));
}

/** 409 unless some administrator other than this user remains (a removal or a demotion must leave one). */
async function assertAnotherAdmin(userId: string): Promise<void> {
  const others = (await listUsers()).filter((user) => user.is_admin && user.userId !== userId);
  if (others.length === 0) throw new HttpError(409, 'LAST_ADMIN', LAST_ADMIN_MESSAGE);
}

async function newRecord(input: NewUserInput, previous: UserRecord | null): Promise<UserRecord> {
  const user = parseBody(newUserSchema, input);
  return {
    userId: user.userId,
    name: user.name,
    scopes: user.scopes,
    is_admin: user.is_admin,
    passwordHash: await hashPassword(user.password),
    version: (previous?.version ?? 0) + 1,
    createdAt: previous?.createdAt ?? new Date().toISOString(),
  };
}

/** Users tool 'Add user': 409 when the user id is taken. */
export async function createUser(input: NewUserInput): Promise<PublicUser> {
  const record = await newRecord(input, null);
  if (!(await createRecord(usersStore(), userKey(record.userId), record))) {
    throw new HttpError(409, 'USER_EXISTS', `There is already a user '${record.userId}'.`);
  }
  return withoutHash(record);
}

/** `npm run users -- add` and the demo seed: creates the user, or replaces it (password included). */
export async function saveUser(input: NewUserInput): Promise<PublicUser> {
  const userId = parseUserId(input.userId);
  const previous = await findUser(userId);
  const record = await newRecord(input, previous);
  if (previous?.is_admin && !record.is_admin) await assertAnotherAdmin(userId);
  await putRecord(usersStore(), userKey(userId), record);
  return withoutHash(record);
}

const sameScopes = (a: readonly Scope[], b: readonly Scope[]) => a.length === b.length && a.every((scope) => b.includes(scope));

/**
 * Users tool 'Edit'. A change of what a token says (name, scopes, is_admin) raises the version, which ends
 * the user's earlier sign-ins; an edit of an older version than the stored one is refused (409).
 */
export async function updateUser(userId: string, edit: UserEdit): Promise<PublicUser> {
  const id = parseUserId(userId);
  const current = await findUser(id);
  if (!current) throw notFound(id);
  if (current.is_admin && !edit.is_admin) await assertAnotherAdmin(id);
  const saved = await patchRecord<StoredUser>(usersStore(), userKey(id), (stored) => {
    const user = fromStored(stored);
    if (user.version !== edit.version) throw new HttpError(409, 'STALE_EDIT', STALE_EDIT_MESSAGE);
    const changed = user.name !== edit.name || user.is_admin !== edit.is_admin || !sameScopes(user.scopes, edit.scopes);
    if (!changed) return stored;
    return { ...user, name: edit.name, scopes: edit.scopes, is_admin: edit.is_admin, version: user.version + 1 };
  });
  if (!saved) throw notFound(id);
  return withoutHash(fromStored(saved));
}

/** A new password (Users tool reset, Account, CLI); the raised version ends the user's earlier sign-ins. */
export async function setPassword(userId: string, password: string): Promise<UserRecord> {
  const id = parseUserId(userId);
  const passwordHash = await hashPassword(parseBody(newPasswordSchema, password, { code: 'WEAK_PASSWORD' }));
  const saved = await patchRecord<StoredUser>(usersStore(), userKey(id), (stored) => {
    const user = fromStored(stored);
    return { ...user, passwordHash, version: user.version + 1 };
  });
  if (!saved) throw notFound(id);
  return fromStored(saved);
}

/** Removes a user, never the last administrator; null when there was none. */
export async function removeUser(userId: string): Promise<PublicUser | null> {
  const id = parseUserId(userId);
  const user = await findUser(id);
  if (!user) return null;
  if (user.is_admin) await assertAnotherAdmin(id);
  await usersStore().delete(userKey(id));
  return withoutHash(user);
}

export function withoutHash({ passwordHash: _hash, ...user }: UserRecord): PublicUser {
  return user;
}
