/**
 * The guard of every protected handler (src/server/guard.server.ts), made from this feature's stored users:
 * the server layer imports no feature, so the users feature hands it the lookup (docs/decisions/050).
 */
import { createGuard } from '../../server/guard.server';
import { HttpError } from '../../server/http.server';
import { canEditSiteContent, type Scope } from './scopes';
import { findUser, type UserRecord } from './users.server';

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
