/**
 * Sign-in accounts, one blob per user under users/user/{userId}, for the users function, the guard, the
 * login and `npm run users`; and the guard of every protected handler, made from them (below `findUser`). Inputs go through the shared schemas of src/features/users/user-schema.ts; problems are
 * HttpErrors with a readable message (the CLI prints it).
 */
import { randomUUID } from 'node:crypto';
import { canEditSiteContent, SCOPES, type Scope } from './scopes';
import { newPasswordSchema, newUserSchema, userIdSchema, type NewUserInput, type PublicUser, type UserEdit } from './user-schema';
import { HttpError, parseBody } from '../../server/http.server';
import { hashPassword } from './passwords.server';
import {
  createRecord,
  keyOf,
  listKeys,
  openStore,
  patchRecord,
  putRecord,
  readRecord,
  readWithEtag,
  replaceRecord,
  staleEdit,
} from '../../server/store.server';
import { createGuard } from '../../server/guard.server';
import { defineJob, withJob } from '../../server/jobs.server';
import { z } from '../../shared/zod';

export type { PublicUser };

export interface UserRecord extends PublicUser {
  passwordHash: string;
  /**
   * Random, made when the account is created and carried in its tokens: a user id deleted and created
   * again is another account, and the old account's tokens never work for it (DESIGN section 6).
   */
  generation: string;
}

export const LAST_ADMIN_MESSAGE =
  'This is the last administrator: make another user an administrator first, so that someone can still manage users.';

// Every user read is an admin or sign-in read: strong, listings included.
const usersStore = () => openStore('users', { strong: true });
const userKey = (userId: string) => keyOf('user', userId);

/** Records written before the version covered every change called it passwordVersion. */
type StoredUser = Omit<UserRecord, 'version' | 'generation'> & { version?: number; passwordVersion?: number; generation?: string };
const storedUser: z.ZodType<StoredUser> = z.looseObject({
  userId: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(SCOPES)),
  is_admin: z.boolean(),
  passwordHash: z.string(),
  createdAt: z.string(),
  version: z.number().optional(),
  passwordVersion: z.number().optional(),
  generation: z.string().optional(),
});
const fromStored = ({ passwordVersion, ...stored }: StoredUser): UserRecord => ({
  ...stored,
  version: stored.version ?? passwordVersion ?? 1,
  generation: stored.generation ?? '',
});

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
  const stored = await readRecord(usersStore(), userKey(parsed.data), storedUser, { strong: true });
  return stored && fromStored(stored);
}

/**
 * The guard of every protected handler (src/server/guard.server.ts), made from the stored users: the server
 * layer imports no feature, so this feature hands it the lookup (docs/decisions/050).
 */
export const { requireUser, assertScope, requireScope, requireAnyScope, requireAdmin, publicRead } = createGuard<UserRecord, Scope>(
  findUser,
);

/** The Site content tool's calls (docs/decisions/019): the `content` scope or an administrator. */
export async function requireContentEditor(req: Request): Promise<UserRecord> {
  const user = await requireUser(req);
  if (!canEditSiteContent(user))
    throw new HttpError(403, 'FORBIDDEN', "Your account does not have access to this (it needs the 'content' permission).");
  return user;
}

export async function listUsers(): Promise<PublicUser[]> {
  const store = usersStore();
  const keys = await listKeys(store, 'user/');
  const users = await Promise.all(keys.map((key) => readRecord(store, key, storedUser, { strong: true })));
  return users.filter((user): user is StoredUser => user !== null).map((user) => withoutHash(fromStored(user)));
}

/**
 * The administrators, one record (users/admins), so that "never zero administrators" is one conditional
 * write however many demotions and removals run at once (docs/decisions/023). It only ever names users who
 * are administrators: a demotion or removal takes the user off it first (refused when it would leave it
 * empty) and a promotion puts the user on it after the user's own write. Where it is missing (a store from
 * before it) it is made from the user records.
 */
const ROSTER_KEY = keyOf('admins');
interface Roster {
  admins: string[];
}
const storedRoster: z.ZodType<Roster> = z.object({ admins: z.array(z.string()) });

async function readRoster(): Promise<{ data: Roster; etag: string }> {
  const store = usersStore();
  const found = await readWithEtag(store, ROSTER_KEY, storedRoster);
  if (found) return found;
  const admins = (await listUsers()).filter((user) => user.is_admin).map((user) => user.userId);
  // Of several first callers one writes it; the others read what it wrote.
  await createRecord(store, ROSTER_KEY, { admins });
  const made = await readWithEtag(store, ROSTER_KEY, storedRoster);
  if (!made) throw new Error('The list of administrators could not be read back.');
  return made;
}

async function changeRoster(change: (admins: readonly string[]) => string[], attempts = 10): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const roster = await readRoster();
    const admins = change(roster.data.admins);
    if (admins.length === roster.data.admins.length && admins.every((id) => roster.data.admins.includes(id))) return;
    if (await replaceRecord(usersStore(), ROSTER_KEY, roster.etag, { admins })) return;
  }
  throw new HttpError(409, 'BUSY', 'Administrators are being changed by someone else right now. Please try again.');
}

/** Takes an administrator off the roster before the demotion or removal is written; 409 for the last one. */
const leaveRoster = (userId: string) =>
  changeRoster((admins) => {
    const others = admins.filter((id) => id !== userId);
    if (others.length === 0) throw new HttpError(409, 'LAST_ADMIN', LAST_ADMIN_MESSAGE);
    return others;
  });

/** Puts a user on the roster after their promotion is written, and off again if it was undone meanwhile. */
async function joinRoster(userId: string): Promise<void> {
  await changeRoster((admins) => (admins.includes(userId) ? [...admins] : [...admins, userId]));
  if (!(await findUser(userId))?.is_admin) await changeRoster((admins) => admins.filter((id) => id !== userId));
}

/**
 * What a change of administrators owes the roster (docs/decisions/049): recorded before the first write, so
 * that a change stopped between the roster and the user is finished from the user record as it then is.
 * A stop only ever leaves an administrator off the roster (never a non-administrator on it): settling puts
 * them back, and takes off anyone who is no longer an administrator.
 */
export const rosterJob = defineJob({
  kind: 'admin-roster',
  payload: z.object({ user_id: z.string() }),
  settle: async ({ user_id }) => {
    if ((await findUser(user_id))?.is_admin) await joinRoster(user_id);
    else await changeRoster((admins) => admins.filter((id) => id !== user_id));
    return 'done';
  },
});

/**
 * Writes a change of a user's administrator flag in the order that keeps the roster true: off the roster
 * before a demotion, on it after a promotion, back on it when the demotion's own write fails.
 */
async function withRoster<T>(userId: string, wasAdmin: boolean, isAdmin: boolean, write: () => Promise<T>): Promise<T> {
  if (!wasAdmin && !isAdmin) return write();
  return withJob(rosterJob, { user_id: userId }, async () => {
    if (wasAdmin && !isAdmin) await leaveRoster(userId);
    let result: T;
    try {
      result = await write();
    } catch (error) {
      if (wasAdmin && !isAdmin) await joinRoster(userId);
      throw error;
    }
    if (isAdmin) await joinRoster(userId);
    return result;
  });
}

async function newRecord(input: NewUserInput, previous: UserRecord | null, createdAt: Date = new Date()): Promise<UserRecord> {
  const user = parseBody(newUserSchema, input);
  return {
    userId: user.userId,
    name: user.name,
    scopes: user.scopes,
    is_admin: user.is_admin,
    passwordHash: await hashPassword(user.password),
    version: (previous?.version ?? 0) + 1,
    generation: previous?.generation || randomUUID(),
    createdAt: previous?.createdAt ?? createdAt.toISOString(),
  };
}

/** Users tool 'Add user': 409 when the user id is taken. */
export async function createUser(input: NewUserInput): Promise<PublicUser> {
  const record = await newRecord(input, null);
  await withRoster(record.userId, false, record.is_admin, async () => {
    if (!(await createRecord(usersStore(), userKey(record.userId), record))) {
      throw new HttpError(409, 'USER_EXISTS', `There is already a user '${record.userId}'.`);
    }
  });
  return withoutHash(record);
}

/**
 * `npm run users -- add` and the demo seed: creates the user, or replaces it (password included). The demo's
 * accounts are dated before its history (`createdAt`), as the two-officer rule reads account ages.
 */
export async function saveUser(input: NewUserInput, createdAt?: Date): Promise<PublicUser> {
  const userId = parseUserId(input.userId);
  const previous = await findUser(userId);
  const record = await newRecord(input, previous, createdAt);
  await withRoster(userId, previous?.is_admin ?? false, record.is_admin, () => putRecord(usersStore(), userKey(userId), record));
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
  if (current.version !== edit.version) throw staleEdit();
  // The version decides: an edit made on the version read here finds the same administrator flag stored.
  const saved = await withRoster(id, current.is_admin, edit.is_admin, () =>
    patchRecord(usersStore(), userKey(id), storedUser, (stored) => {
      const user = fromStored(stored);
      if (user.version !== edit.version) throw staleEdit();
      const changed = user.name !== edit.name || user.is_admin !== edit.is_admin || !sameScopes(user.scopes, edit.scopes);
      if (!changed) return stored;
      return { ...user, name: edit.name, scopes: edit.scopes, is_admin: edit.is_admin, version: user.version + 1 };
    }),
  );
  if (!saved) throw notFound(id);
  return withoutHash(fromStored(saved));
}

/** A new password (Users tool reset, Account, CLI); the raised version ends the user's earlier sign-ins. */
export async function setPassword(userId: string, password: string): Promise<UserRecord> {
  const id = parseUserId(userId);
  const passwordHash = await hashPassword(parseBody(newPasswordSchema, password, { code: 'WEAK_PASSWORD' }));
  const saved = await patchRecord(usersStore(), userKey(id), storedUser, (stored) => {
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
  await withRoster(id, user.is_admin, false, () => usersStore().delete(userKey(id)));
  return withoutHash(user);
}

export function withoutHash({ passwordHash: _hash, generation: _generation, ...user }: UserRecord): PublicUser {
  return user;
}
