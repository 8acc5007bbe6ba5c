/**
 * The API client (SPEC section 7): same origin, JSON, results read from `results`, failures from `error`.
 * The signed-in user's token is sent on every admin call (DESIGN section 4).
 */
import { readStoredToken, signOut } from './session';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Send the stored token as `Authorization: Bearer ...`. */
  auth?: boolean;
  signal?: AbortSignal;
}

export async function apiCall<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = options.auth ? readStoredToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('The network is unavailable. Please check your connection and try again.', 0, 'NETWORK');
  }
  const payload = (await response.json().catch(() => null)) as { results?: T; error?: string; code?: string } | null;
  // An admin call refused for the session (expired, password changed, user removed) ends it.
  if (options.auth && response.status === 401) signOut();
  // A response counts as failed when results is absent (SPEC section 8).
  if (!response.ok || !payload || payload.results === undefined) {
    throw new ApiError(payload?.error ?? `The request failed (${response.status}).`, response.status, payload?.code);
  }
  return payload.results;
}
