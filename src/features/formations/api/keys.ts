import type { FormationType } from '../formation';

/** The Committee and Grade tools' query keys: `['formations', resource, ...params, 'admin']` (token, strong reads). */
export const FORMATION_KEYS = {
  list: (type: FormationType) => ['formations', 'list', type, 'admin'] as const,
  item: (type: FormationType, slug: string | null) => ['formations', 'item', type, slug, 'admin'] as const,
  editorGrades: ['formations', 'grades', 'admin'] as const,
};
