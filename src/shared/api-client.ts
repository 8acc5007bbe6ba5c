/**
 * The API client (SPEC section 7): same origin, JSON, results read from `results`, failures from `error`.
 * The signed-in user's token is sent on every admin call (DESIGN section 4).
 */
import { readStoredToken, signOut } from './session-store';
import { VERSION_HEADER } from './version-header';

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

/** Whether a refusal is one a person can act on: 400 (invalid input) or 409 (a stale edit, a conflict). */
export const isActionableStatus = (status: number): boolean => status === 400 || status === 409;

/** The server's reason when it gave one a person can act on (400 invalid input, 409 stale edit), else null. */
export function actionableReason(error: unknown): string | null {
  return error instanceof ApiError && isActionableStatus(error.status) ? error.message : null;
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON, or as it is when it is FormData (multipart; the browser sets the boundary). */
  body?: unknown;
  /** Send the stored token as `Authorization: Bearer ...`. */
  auth?: boolean;
  signal?: AbortSignal;
}

/** The members of a JSON answer the client reads (SPEC section 7), each still unchecked. */
export interface ApiAnswer {
  results?: unknown;
  status?: unknown;
  error?: string;
  code?: string;
}

/** Reads the answer's members without trusting its shape: anything but an object is an empty answer. */
export function readAnswer(payload: unknown): ApiAnswer {
  if (typeof payload !== 'object' || payload === null) return {};
  return {
    results: 'results' in payload ? payload.results : undefined,
    status: 'status' in payload ? payload.status : undefined,
    error: 'error' in payload && typeof payload.error === 'string' ? payload.error : undefined,
    code: 'code' in payload && typeof payload.code === 'string' ? payload.code : undefined,
  };
}

/** The answer's JSON, or null when it has none. */
export const readJson = (response: Response): Promise<unknown> => response.json().catch(() => null);

const readError = (answer: ApiAnswer, status: number) =>
  new ApiError(answer.error ?? `The request failed (${status}).`, status, answer.code);

const isFormData = (body: unknown): body is FormData => typeof FormData !== 'undefined' && body instanceof FormData;

/**
 * One request with the client's common rules: the token on admin calls, a readable error for network
 * failures and refused answers, and the end of the session on a 401. Answers the raw response when it is OK,
 * for callers that read something other than `results` (CSV text, file bytes, `status`).
 */
export async function apiRequest(path: string, options: ApiOptions = {}): Promise<Response> {
  const { body } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined && !isFormData(body)) headers['Content-Type'] = 'application/json';
  const token = options.auth ? readStoredToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: body === undefined ? undefined : isFormData(body) ? body : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('The network is unavailable. Please check your connection and try again.', 0, 'NETWORK');
  }
  // An admin call refused for the session (expired, password changed, user removed) ends it.
  if (options.auth && response.status === 401) signOut();
  if (!response.ok) throw readError(readAnswer(await readJson(response)), response.status);
  return response;
}

/** The answer's `results`; the call counts as failed when they are absent (SPEC section 8). */
async function readResults(response: Response): Promise<unknown> {
  const answer = readAnswer(await readJson(response));
  if (answer.results === undefined) throw readError(answer, response.status);
  return answer.results;
}

/**
 * A JSON call whose answer is read from `results`. The client's one trust in the server: the results are
 * taken to be the type the feature's API module names for them.
 */
export async function apiCall<T>(path: string, options: ApiOptions = {}): Promise<T> {
  return (await readResults(await apiRequest(path, options))) as T;
}

/** A list the spec answers as is, with the version of its record from the `X-Version` header. */
export interface VersionedList<T> {
  list: T[];
  version: number;
}

export async function apiCallVersionedList<T>(path: string, options: ApiOptions = {}): Promise<VersionedList<T>> {
  const response = await apiRequest(path, options);
  const answer = readAnswer(await readJson(response));
  if (!Array.isArray(answer.results)) throw readError(answer, response.status);
  return { list: answer.results, version: Number(response.headers.get(VERSION_HEADER) ?? 0) };
}
