/** Calls of the auth resource (SPEC section 7). */
import { apiCall } from './api';

export interface Credentials {
  userId: string;
  password: string;
}

/** The token string for a user name and password; a refusal is an ApiError with the server's text. */
export const requestToken = (credentials: Credentials) =>
  apiCall<string>('/v1/api/auth/user_login', { method: 'POST', body: credentials });
