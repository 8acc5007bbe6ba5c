/** Calls of the auth resource (SPEC section 7). */
import type { LoginInput } from './login-schema';
import { apiCall } from '../../shared/api-client';

/** The token string for a user name and password; a refusal is an ApiError with the server's text. */
export const requestToken = (credentials: LoginInput) => apiCall<string>('/v1/api/auth/user_login', { method: 'POST', body: credentials });
