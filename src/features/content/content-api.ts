/**
 * Calls of the Site content tool (docs/decisions/019): read and save the texts and contacts, the
 * home images and the board, and upload a page photo. The tool sends its token, so its reads are strong.
 */
import type { BoardMember } from './page-content';
import type { SiteContent } from './site-content';
import { TEXTS_TO_COME_PATH, type TextsToCome } from './texts-to-come';
import { apiCall, apiCallVersionedList } from '../../shared/api-client';

interface AdminReadOptions {
  /** Cancels the read when the tool closes. */
  signal?: AbortSignal;
}

export const loadSiteContent = ({ signal }: AdminReadOptions = {}) => apiCall<SiteContent>('/v1/api/page/site', { auth: true, signal });
export const saveSiteContent = (content: SiteContent) =>
  apiCall<SiteContent>('/v1/api/page/site', { method: 'PUT', body: content, auth: true });

// The home images and the board answer the spec's lists; their versions come beside them (X-Version).
export const loadHomeImages = ({ signal }: AdminReadOptions = {}) =>
  apiCallVersionedList<string>('/v1/api/page/home', { auth: true, signal });
export const saveHomeImages = (images: string[], version: number) =>
  apiCallVersionedList<string>('/v1/api/page/home', { method: 'PUT', body: { images, version }, auth: true });

export const loadBoard = ({ signal }: AdminReadOptions = {}) =>
  apiCallVersionedList<BoardMember>('/v1/api/page/list/board-members', { auth: true, signal });
export const saveBoard = (members: BoardMember[], version: number) =>
  apiCallVersionedList<BoardMember>('/v1/api/page/list/board-members', { method: 'PUT', body: { members, version }, auth: true });

/** The texts of the events and sign-up sheets to come, for the list of texts without Spanish (docs/decisions/071). */
export const loadTextsToCome = ({ signal }: AdminReadOptions = {}) => apiCall<TextsToCome>(TEXTS_TO_COME_PATH, { auth: true, signal });

/** A resized JPEG (data URL) for the home page or a board portrait; answers the stored photo's URL. */
export const uploadPagePhoto = (item_id: 'home' | 'board', src: string, title: string) =>
  apiCall<{ src: string }>('/v1/api/page/photo', { method: 'POST', body: { item_id, src, title }, auth: true });

/** The public pages' texts and contacts, for the small script that refreshes the prebuilt ones. */
export const loadPublicSiteContent = () => apiCall<SiteContent>('/v1/api/page/site');

/** The board for About Us and the home images' base URLs for the home banner (SPEC section 7). */
export const loadPublicBoard = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiCall<BoardMember[]>('/v1/api/page/list/board-members', { signal });
export const loadPublicHomeImages = ({ signal }: { signal?: AbortSignal } = {}) => apiCall<string[]>('/v1/api/page/home', { signal });
