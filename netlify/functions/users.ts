/**
 * Sign-in accounts (docs/decisions/017):
 *   GET    /v1/user_auth/users                    every user, without password hashes      (administrators)
 *   POST   /v1/user_auth/users                    add `{ userId, name, scopes, is_admin, password }`
 *   PUT    /v1/user_auth/users/{userId}           `{ name, scopes, is_admin, version }`
 *   POST   /v1/user_auth/users/{userId}/password  reset: `{ password }`
 *   DELETE /v1/user_auth/users/{userId}           never the last administrator (409)
 *   POST   /v1/user_auth/password                 any signed-in user's own change: `{ currentPassword, newPassword }`,
 *                                                 answers a fresh token, since the change ends the old ones
 */
import type { Config, Context } from '@netlify/functions';
import {
  createUser,
  listUsers,
  newUserSchema,
  parseUserId,
  passwordChangeSchema,
  passwordResetSchema,
  removeUser,
  requireAdmin,
  requireUser,
  setPassword,
  startLoginAttempt,
  updateUser,
  userEditSchema,
  verifyPassword,
  withoutHash,
} from '../../src/features/users/index.server';
import { HttpError, readJsonBody, results, route, type Params, parseBody } from '../../src/server/http.server';
import { clientAddress } from '../../src/server/throttle.server';
import { issueToken } from '../../src/server/guard.server';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';

async function list(req: Request): Promise<Response> {
  await requireAdmin(req);
  const users = await listUsers();
  return results(users.sort((a, b) => a.userId.localeCompare(b.userId)));
}

async function create(req: Request): Promise<Response> {
  await requireAdmin(req);
  return results(await createUser(parseBody(newUserSchema, await readJsonBody(req, 8 * 1024))));
}

async function update(req: Request, params: Params): Promise<Response> {
  await requireAdmin(req);
  const edit = parseBody(userEditSchema, await readJsonBody(req, 8 * 1024));
  return results(await updateUser(parseUserId(params.userId), edit));
}

async function resetPassword(req: Request, params: Params): Promise<Response> {
  await requireAdmin(req);
  const { password } = parseBody(passwordResetSchema, await readJsonBody(req, 8 * 1024));
  return results(withoutHash(await setPassword(parseUserId(params.userId), password)));
}

async function remove(req: Request, params: Params): Promise<Response> {
  await requireAdmin(req);
  const userId = parseUserId(params.userId);
  const removed = await removeUser(userId);
  if (!removed) throw new HttpError(404, 'NOT_FOUND', `No user '${userId}'.`);
  return results(removed);
}

/** Wrong current passwords count as failed sign-ins (docs/decisions/005), so a stolen session cannot guess on. */
async function changeOwnPassword(req: Request, _params: Params, context: Context): Promise<Response> {
  const user = await requireUser(req);
  const { currentPassword, newPassword } = parseBody(passwordChangeSchema, await readJsonBody(req, 8 * 1024));
  const attempt = await startLoginAttempt(user.userId, clientAddress(context));
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    await attempt.failed();
    // Not a 401: the session is fine, only the password typed is wrong.
    throw new HttpError(400, 'WRONG_PASSWORD', WRONG_CURRENT_PASSWORD);
  }
  await attempt.succeeded();
  return results(await issueToken(await setPassword(user.userId, newPassword)));
}

export default route({
  '/v1/user_auth/users': { GET: list, POST: create },
  '/v1/user_auth/users/:userId': { PUT: update, DELETE: remove },
  '/v1/user_auth/users/:userId/password': { POST: resetPassword },
  '/v1/user_auth/password': { POST: changeOwnPassword },
});

export const config: Config = { path: ['/v1/user_auth/users', '/v1/user_auth/users/*', '/v1/user_auth/password'] };
