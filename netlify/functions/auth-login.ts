/** POST /v1/api/auth/user_login: `{ userId, password }` answers `{ results: token }` or `{ error }` (SPEC section 7). */
import type { Config, Context } from '@netlify/functions';
import { allowMethods, handle, HttpError, readJsonBody, results } from '../server/http.server';
import { burnPasswordCheck, verifyPassword } from '../server/passwords.server';
import { clearAttempts, clientAddress, forgetAttempt, recordAttempt, type ThrottleRule } from '../server/throttle.server';
import { issueToken } from '../server/tokens.server';
import { findUser } from '../server/users.server';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
export const ACCOUNT_RULE: ThrottleRule = { name: 'login-account', limit: 5, windowMs: FIFTEEN_MINUTES };
export const ADDRESS_RULE: ThrottleRule = { name: 'login-address', limit: 20, windowMs: FIFTEEN_MINUTES };

export const LOGIN_FAILED = 'Incorrect username or password.';
const TOO_MANY = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

export default handle(async (req: Request, context: Context) => {
  allowMethods(req, ['POST']);
  const body = await readJsonBody(req, 4 * 1024);
  const { userId, password } = body;
  if (typeof userId !== 'string' || typeof password !== 'string' || !userId.trim() || !password) {
    throw new HttpError(400, 'MISSING_CREDENTIALS', 'Please add valid username & password');
  }
  const account = userId.trim().toLowerCase();
  const addressAttempt = await recordAttempt(ADDRESS_RULE, clientAddress(context), TOO_MANY);
  await recordAttempt(ACCOUNT_RULE, account, TOO_MANY);

  const user = await findUser(account);
  const valid = user ? await verifyPassword(password, user.passwordHash) : await burnPasswordCheck(password);
  if (!user || !valid) throw new HttpError(401, 'LOGIN_FAILED', LOGIN_FAILED);
  // Only failures count against the limits.
  await Promise.all([clearAttempts(ACCOUNT_RULE, account), forgetAttempt(addressAttempt)]);
  return results(await issueToken(user));
});

export const config: Config = { path: '/v1/api/auth/user_login' };
