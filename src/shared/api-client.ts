/**
 * The API client (SPEC section 7): same origin, JSON, results read from `results`, failures from `error`.
 * The signed-in user's token is sent on every admin call (DESIGN section 4).
 */
import { VERSION_HEADER } from './edit-version';
import { readStoredToken, signOut } from './session-store';

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

/** The server's reason when it gave one a person can act on (400 invalid input, 409 stale edit), else null. */
export function actionableReason(error: unknown): string | null {
  return error instanceof ApiError && (error.status === 400 || error.status === 409) ? error.message : null;
}

interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON, or as it is when it is FormData (multipart; the browser sets the boundary). */
  body?: unknown;
  /** Send the stored token as `Authorization: Bearer ...`. */
  auth?: boolean;
  signal?: AbortSignal;
}

interface ApiPayload<T> {
  results?: T;
  status?: unknown;
  error?: string;
  code?: string;
}

const readError = (payload: ApiPayload<unknown> | null, status: number) =>
  new ApiError(payload?.error ?? `The request failed (${status}).`, status, payload?.code);

/**
 * One request with the client's common rules: the token on admin calls, a readable error for network
 * failures and refused answers, and the end of the session on a 401. Answers the raw response when it is OK,
 * for callers that read something other than `results` (CSV text, file bytes, `status`).
 */
export async function apiRequest(path: string, options: ApiOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const token = options.auth ? readStoredToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('The network is unavailable. Please check your connection and try again.', 0, 'NETWORK');
  }
  // An admin call refused for the session (expired, password changed, user removed) ends it.
  if (options.auth && response.status === 401) signOut();
  if (!response.ok) throw readError((await response.json().catch(() => null)) as ApiPayload<unknown> | null, response.status);
  return response;
}

/** A JSON call whose answer is read from `results`; it counts as failed when results is absent (SPEC section 8). */
export async function apiCall<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const response = await apiRequest(path, options);
  const payload = (await response.json().catch(() => null)) as ApiPayload<T> | null;
  if (!payload || payload.results === undefined) throw readError(payload, response.status);
  return payload.results;
}

/** A list the spec answers as is, with the version of its record from the `X-Version` header. */
export interface VersionedList<T> {
  list: T[];
  version: number;
}

export async function apiCallVersionedList<T>(path: string, options: ApiOptions = {}): Promise<VersionedList<T>> {
  const response = await apiRequest(path, options);
  const payload = (await response.json().catch(() => null)) as ApiPayload<T[]> | null;
  if (!payload || !Array.isArray(payload.results)) throw readError(payload, response.status);
  return { list: payload.results, version: Number(response.headers.get(VERSION_HEADER) ?? 0) };
}
