/**
 * Sign-in accounts, one blob per user under users/user/{userId}. Problems are HttpErrors with a readable
 * message, for the admin API and for `npm run users`, which prints the message.
 */
import { isScope, SCOPES, type Scope } from '../../src/domain/scopes';
import { isSafeUserId } from '../../src/domain/ids';
import { HttpError } from './http.server';
import { hashPassword, MIN_PASSWORD_LENGTH } from './passwords.server';
import { keyOf, listKeys, openStore, putRecord, readRecord } from './store.server';

export interface UserRecord {
  userId: string;
  name: string;
  scopes: Scope[];
  is_admin: boolean;
  passwordHash: string;
  /** Raised on every password change; tokens carry it, so older tokens stop working. */
  passwordVersion: number;
  createdAt: string;
}

export type PublicUser = Omit<UserRecord, 'passwordHash'>;

// Every user read is an admin or sign-in read: strong, listings included.
const usersStore = () => openStore('users', { strong: true });
const userKey = (userId: string) => keyOf('user', userId);

export function normaliseUserId(userId: string): string {
  return userId.trim().toLowerCase();
}

export function parseScopes(list: readonly string[]): Scope[] {
  const unknown = list.filter((scope) => !isScope(scope));
  if (unknown.length) throw new HttpError(400, 'INVALID_SCOPE', `Unknown scope(s): ${unknown.join(', ')}. Use ${SCOPES.join(', ')}.`);
  return [...new Set(list)] as Scope[];
}

export function checkNewPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new HttpError(400, 'WEAK_PASSWORD', `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
  }
}

export async function findUser(userId: string): Promise<UserRecord | null> {
  const id = normaliseUserId(userId);
  if (!isSafeUserId(id)) return null;
  return readRecord<UserRecord>(usersStore(), userKey(id), { strong: true });
}

export async function saveUser(input: {
  userId: string;
  name: string;
  scopes: Scope[];
  is_admin: boolean;
  password: string;
}): Promise<PublicUser> {
  const userId = normaliseUserId(input.userId);
  if (!isSafeUserId(userId)) {
    throw new HttpError(400, 'INVALID_USER_ID', 'A user id may hold lower-case letters, digits, dots, dashes and underscores (1 to 64).');
  }
  checkNewPassword(input.password);
  const existing = await findUser(userId);
  const record: UserRecord = {
    userId,
    name: input.name.trim() || userId,
    scopes: input.scopes,
    is_admin: input.is_admin,
    passwordHash: await hashPassword(input.password),
    passwordVersion: (existing?.passwordVersion ?? 0) + 1,
    createdAt: existing?.createdAt ?? new Date().toISOString(),
  };
  await putRecord(usersStore(), userKey(userId), record);
  return withoutHash(record);
}

export async function setPassword(userId: string, password: string): Promise<void> {
  const user = await findUser(userId);
  if (!user) throw new HttpError(404, 'NOT_FOUND', `No user '${userId}'.`);
  checkNewPassword(password);
  await putRecord(usersStore(), userKey(user.userId), {
    ...user,
    passwordHash: await hashPassword(password),
    passwordVersion: user.passwordVersion + 1,
  });
}

export async function removeUser(userId: string): Promise<boolean> {
  const user = await findUser(userId);
  if (!user) return false;
  await usersStore().delete(userKey(user.userId));
  return true;
}

export async function listUsers(): Promise<PublicUser[]> {
  const store = usersStore();
  const keys = await listKeys(store, 'user/');
  const users = await Promise.all(keys.map((key) => readRecord<UserRecord>(store, key, { strong: true })));
  return users.filter((user): user is UserRecord => user !== null).map(withoutHash);
}

function withoutHash({ passwordHash: _hash, ...user }: UserRecord): PublicUser {
  return user;
}
