/** POST /v1/api/auth/user_login: `{ userId, password }` answers `{ results: token }` or `{ error }` (SPEC section 7). */
import type { Config, Context } from '@netlify/functions';
import {
  burnPasswordCheck,
  findUser,
  INVALID_CREDENTIALS_MESSAGE,
  loginSchema,
  normaliseUserId,
  startLoginAttempt,
  verifyPassword,
} from '../../src/features/users/index.server';
import { HttpError, readJsonBody, results, route, type Params, parseBody } from '../../src/server/http.server';
import { clientAddress } from '../../src/server/throttle.server';
import { issueToken } from '../../src/server/guard.server';

export const LOGIN_FAILED = 'Incorrect username or password.';

/** Open to anyone: the throttle is its guard (docs/decisions/005). */
async function signIn(req: Request, _params: Params, context: Context): Promise<Response> {
  const body = parseBody(loginSchema, await readJsonBody(req, 4 * 1024), {
    code: 'MISSING_CREDENTIALS',
    message: INVALID_CREDENTIALS_MESSAGE,
  });
  const account = normaliseUserId(body.userId);
  const attempt = await startLoginAttempt(account, clientAddress(context));
  const user = await findUser(account);
  // An unknown user costs the same one scrypt run as a known one.
  const valid = user ? await verifyPassword(body.password, user.passwordHash) : await burnPasswordCheck(body.password);
  if (!user || !valid) {
    await attempt.failed();
    throw new HttpError(401, 'LOGIN_FAILED', LOGIN_FAILED);
  }
  await attempt.succeeded();
  return results(await issueToken(user));
}

export default route({
  '/v1/api/auth/user_login': { POST: signIn },
});

export const config: Config = { path: '/v1/api/auth/user_login' };
