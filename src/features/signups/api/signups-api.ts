/**
 * Calls of the sign-up sheets (DESIGN section 9): the public sheet, a sign-up, a manage link's view and its
 * cancellation, and the officer's sheet with its roster, its save and its CSV. No React here; the hooks
 * beside call these.
 */
import { apiCall, apiRequest, ApiError } from '../../../shared/api-client';
import type { ManageView, PublicSheet, RosterEntry, SheetFields, SignupAnswer } from '../core/sheet';
import type { SheetInput, SignupInput } from '../core/signup-schema';

const PUBLIC_PATH = '/v1/api/signups';
const OFFICER_PATH = '/v1/user_auth/signups';

/** The officer's view of a sheet (GET or PUT /v1/user_auth/signups/{eventId}): its fields, version and every sign-up. */
export interface OfficerSheet extends SheetFields {
  event_id: string;
  version: number;
  entries: RosterEntry[];
}

interface Options {
  signal?: AbortSignal;
}

/** A manage link's token: 43 characters of base64url (256 random bits). */
const MANAGE_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const isManageToken = (value: string): boolean => MANAGE_TOKEN.test(value);

/** The answer, or null for a 404: no sheet, or no sign-up for the link, is an answer a screen states, not a fault. */
async function orNullWhenMissing<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

const eventPath = (base: string, eventId: string) => `${base}/${encodeURIComponent(eventId)}`;

/** The event's public sheet; null when it has none (asked as `?optional=1`, so no 404 is logged by the browser). */
export const getPublicSheet = (eventId: string, { signal }: Options = {}) =>
  orNullWhenMissing(apiCall<PublicSheet | null>(`${eventPath(PUBLIC_PATH, eventId)}?optional=1`, { signal }));

export const signUp = (eventId: string, input: SignupInput) =>
  apiCall<SignupAnswer>(eventPath(PUBLIC_PATH, eventId), { method: 'POST', body: input });

const managePath = (token: string) => `${PUBLIC_PATH}/manage/${encodeURIComponent(token)}`;

/** What a manage link shows; null when no sign-up has that token (a token of the wrong shape is not asked about). */
export const getManageView = (token: string, { signal }: Options = {}) =>
  isManageToken(token) ? orNullWhenMissing(apiCall<ManageView>(managePath(token), { signal })) : Promise.resolve(null);

export const cancelSignup = (token: string) => apiCall<ManageView>(managePath(token), { method: 'POST', body: { action: 'cancel' } });

/** The officer's sheet with every sign-up; null when the event has no sheet yet. */
export const getOfficerSheet = (eventId: string, { signal }: Options = {}) =>
  orNullWhenMissing(apiCall<OfficerSheet>(eventPath(OFFICER_PATH, eventId), { auth: true, signal }));

export const saveSheet = (eventId: string, input: SheetInput) =>
  apiCall<OfficerSheet>(eventPath(OFFICER_PATH, eventId), { method: 'PUT', body: input, auth: true });

/** The roster as a CSV file. The call needs the token in a header, so the bytes are fetched, then saved. */
export async function downloadRosterCsv(eventId: string): Promise<Blob> {
  const response = await apiRequest(`${eventPath(OFFICER_PATH, eventId)}/download`, { auth: true });
  if (!(response.headers.get('Content-Type') ?? '').startsWith('text/csv')) {
    throw new ApiError('The download did not answer a CSV file.', response.status);
  }
  return new Blob([await response.arrayBuffer()], { type: 'text/csv' });
}
