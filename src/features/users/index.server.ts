/** The users feature's server surface (DESIGN section 3, docs/decisions/050): other features and the functions import its server code, and what it shares with them, from here only. */
export {
  assertScope,
  createUser,
  findUser,
  listUsers,
  normaliseUserId,
  parseUserId,
  publicRead,
  removeUser,
  requireAdmin,
  requireAnyScope,
  requireContentEditor,
  requireScope,
  requireUser,
  rosterJob,
  saveUser,
  setPassword,
  updateUser,
  withoutHash,
} from './users.server';
export { INVALID_CREDENTIALS_MESSAGE, loginSchema } from './login-schema';
export { startLoginAttempt } from './login-throttle.server';
export { burnPasswordCheck, verifyPassword } from './passwords.server';
export { newUserSchema, passwordChangeSchema, passwordResetSchema, userEditSchema } from './user-schema';
