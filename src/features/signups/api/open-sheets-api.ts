/**
 * The events to come whose sign-up sheets still take volunteers (GET /v1/api/signups, docs/decisions/066): the
 * admin landing counts their open slots; the public lists mark their events.
 */
import { apiCall, type ApiOptions } from '../../../shared/api-client';

export interface OpenSheet {
  event_id: string;
  open_slots: number;
  open_places: number;
}

export const OPEN_SHEETS_PATH = '/v1/api/signups';

/** The query of the open sheets' event ids, which the pages drawn on request fill (docs/decisions/045). */
export const OPEN_SHEETS_KEY = ['signups', 'open'] as const;

export const listOpenSheets = (options: ApiOptions = {}): Promise<OpenSheet[]> => apiCall<OpenSheet[]>(OPEN_SHEETS_PATH, options);
