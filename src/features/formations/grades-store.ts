/**
 * The grade list shared by the navigation and the grade pages (SPEC: grades come from shared application
 * data). Loaded once per page; a load failure is logged and leaves the list empty (SPEC section 8).
 */
import { atom } from 'nanostores';
import type { PublicGrade } from './formation';
import { listPublicGrades } from './formations-api';

export const $grades = atom<PublicGrade[]>([]);
export const $gradesLoaded = atom(false);

let loading: Promise<void> | undefined;

export function loadGrades(): Promise<void> {
  loading ??= listPublicGrades()
    .then((grades) => $grades.set(grades))
    .catch((error: unknown) => console.error('[EG01] grade list failed to load', error))
    .finally(() => $gradesLoaded.set(true));
  return loading;
}
