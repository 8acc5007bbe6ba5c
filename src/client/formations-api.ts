/** Calls of the Committee and Grade tools (SPEC section 7); every one carries the token. */
import type { Formation, FormationType } from '../domain/formation';
import type { FormationInput } from '../domain/formation-schema';
import type { Photo, PhotoType } from '../domain/photo';
import { apiCall } from './api';

/** The list fields each tool asks for (SPEC section 7), plus the counts the list shows. */
const LIST_FIELDS: Record<FormationType, string> = {
  committee: 'id,icon,title,slug,leadership,links',
  grade: '_id,icon,title,slug,order,leadership,links',
};

export type FormationListItem = Pick<Formation, 'icon' | 'title' | 'slug' | 'leadership' | 'links'> & {
  id?: string;
  _id?: string;
  order?: number;
};

export const listFormationItems = (type: FormationType) =>
  apiCall<FormationListItem[]>(`/v2/api/formation/${type}?include_fields=${LIST_FIELDS[type]}`, { auth: true });

export const getFormation = (type: FormationType, slug: string) =>
  apiCall<Formation>(`/v2/api/formation/${type}/${encodeURIComponent(slug)}`, { auth: true });

/** PUT when an _id exists, otherwise POST (SPEC section 4). */
export const saveFormation = (input: FormationInput) =>
  apiCall<Formation>('/v2/api/formation', { method: input._id ? 'PUT' : 'POST', body: input, auth: true });

export const deleteFormation = (type: FormationType, id: string) =>
  apiCall<Formation>(`/v2/api/formation/${type}/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true });

export const reorderGrades = (reorderList: Array<{ _id: string; order: number }>) =>
  apiCall<Formation[]>('/v2/api/formation/reorder', { method: 'POST', body: { reorderList }, auth: true });

export const uploadPhoto = (photo: { item_id: string; type: PhotoType; src: string; title: string }) =>
  apiCall<Photo>('/v2/api/photo', { method: 'POST', body: photo, auth: true });

export const deletePhoto = (photoId: string) =>
  apiCall<{ _id: string }>(`/v2/api/photo/${encodeURIComponent(photoId)}`, { method: 'DELETE', auth: true });
