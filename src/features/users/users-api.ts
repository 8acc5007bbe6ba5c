/**
 * Calls of the users resource (docs/decisions/017): the Users tool's, for administrators, and the Account
 * screen's own password change. All of them carry the token (DESIGN section 4).
 */
import type { NewUserInput, PasswordChange, PublicUser, UserEdit } from './user-schema';
import { apiCall } from '../../shared/api-client';
import { signIn } from '../../shared/session-store';
import { USER_MESSAGES } from './users-messages';

const USERS_PATH = '/v1/user_auth/users';
const userPath = (userId: string) => `${USERS_PATH}/${encodeURIComponent(userId)}`;

export const listUsers = ({ signal }: { signal?: AbortSignal } = {}) => apiCall<PublicUser[]>(USERS_PATH, { auth: true, signal });

export const createUser = (input: NewUserInput) => apiCall<PublicUser>(USERS_PATH, { method: 'POST', body: input, auth: true });

export const updateUser = (userId: string, edit: UserEdit) =>
  apiCall<PublicUser>(userPath(userId), { method: 'PUT', body: edit, auth: true });

export const resetPassword = (userId: string, password: string) =>
  apiCall<PublicUser>(`${userPath(userId)}/password`, { method: 'POST', body: { password }, auth: true });

export const removeUser = (userId: string) => apiCall<PublicUser>(userPath(userId), { method: 'DELETE', auth: true });

/** The change ends every earlier sign-in, this one included: the answer is a fresh token, kept at once. */
export async function changeOwnPassword(change: PasswordChange): Promise<void> {
  const token = await apiCall<string>('/v1/user_auth/password', { method: 'POST', body: change, auth: true });
  if (!signIn(token)) throw new Error(USER_MESSAGES.passwordAnswerUnreadable);
}
