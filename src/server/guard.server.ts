/**
 * The guard every protected handler calls first (DESIGN section 4): 401 without a valid token,
 * 403 without the scope. Scopes come from the stored user, so a removed user or scope takes effect at once;
 * a token older than the user's last change (password, name, scopes, is_admin), or of an earlier account
 * under the same user id, is a 401.
 */
import { canEditSiteContent, type Scope } from '../features/users/scopes';
import { HttpError } from './http.server';
import type { ReadOptions } from './store.server';
import { verifyToken } from './tokens.server';
import { findUser, type UserRecord } from '../features/users/users.server';

const SIGN_IN_AGAIN = 'Please sign in again: your session is missing or has expired.';

export async function requireUser(req: Request): Promise<UserRecord> {
  const header = req.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new HttpError(401, 'UNAUTHORIZED', SIGN_IN_AGAIN);
  const claims = await verifyToken(match[1]);
  if (!claims) throw new HttpError(401, 'UNAUTHORIZED', SIGN_IN_AGAIN);
  const user = await findUser(claims.sub);
  if (!user || user.version !== claims.ver || user.generation !== claims.gen) throw new HttpError(401, 'UNAUTHORIZED', SIGN_IN_AGAIN);
  return user;
}

/** 403 unless a signed-in user holds the scope; for handlers that learn the scope after requireUser. */
export function assertScope(user: UserRecord, scope: Scope): UserRecord {
  if (!user.scopes.includes(scope)) {
    throw new HttpError(403, 'FORBIDDEN', `Your account does not have access to this (it needs the '${scope}' permission).`);
  }
  return user;
}

export async function requireScope(req: Request, scope: Scope): Promise<UserRecord> {
  return assertScope(await requireUser(req), scope);
}

/** The Site content tool's calls (issue 9): the `content` scope or an administrator. */
export async function requireContentEditor(req: Request): Promise<UserRecord> {
  const user = await requireUser(req);
  if (!canEditSiteContent(user))
    throw new HttpError(403, 'FORBIDDEN', "Your account does not have access to this (it needs the 'content' permission).");
  return user;
}

/** For calls whose exact scope depends on what they touch: no one without any of them gets further. */
export async function requireAnyScope(req: Request, scopes: readonly Scope[]): Promise<UserRecord> {
  const user = await requireUser(req);
  if (!scopes.some((scope) => user.scopes.includes(scope))) {
    throw new HttpError(
      403,
      'FORBIDDEN',
      `Your account does not have access to this (it needs one of these permissions: ${scopes.join(', ')}).`,
    );
  }
  return user;
}

export async function requireAdmin(req: Request): Promise<UserRecord> {
  const user = await requireUser(req);
  if (!user.is_admin) throw new HttpError(403, 'FORBIDDEN', 'Only administrators can do this.');
  return user;
}

/**
 * The guard of a public read: none is needed, but the admin tools send their token on reads too. A valid
 * one gets strong reads, so editors see their own writes at once (DESIGN section 5); a bad one is a 401,
 * which ends the admin session in the browser.
 */
export async function publicRead(req: Request): Promise<ReadOptions> {
  if (!req.headers.has('authorization')) return { strong: false };
  await requireUser(req);
  return { strong: true };
}
