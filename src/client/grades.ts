/**
 * The grade list shared by the navigation and the grade pages (SPEC: grades come from shared application
 * data). Loaded once per page; a load failure is logged and leaves the list empty (SPEC section 8).
 */
import { atom } from 'nanostores';
import type { PublicGrade } from '../domain/formation';
import { apiCall } from './api';

export const GRADE_LIST_PATH = '/v2/api/formation/grade?include_fields=title,slug,icon,colorCode,image';

export const $grades = atom<PublicGrade[]>([]);
export const $gradesLoaded = atom(false);

let loading: Promise<void> | undefined;

export function loadGrades(): Promise<void> {
  loading ??= apiCall<PublicGrade[]>(GRADE_LIST_PATH)
    .then((grades) => $grades.set(grades))
    .catch((error: unknown) => console.error('[EG01] grade list failed to load', error))
    .finally(() => $gradesLoaded.set(true));
  return loading;
}
