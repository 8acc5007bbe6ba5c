import { useQuery } from '@tanstack/react-query';
import { ADMIN_READ } from '../../../shared/admin/admin-query';
import { listPublicGrades } from '../formations-api';
import { FORMATION_KEYS } from './keys';

/**
 * The grades as an editor offers them (the Event Editor's grade choices): a strong read, fresh each time
 * an editor opens, so a grade added a moment ago is there (the public list may be a minute old).
 */
export const useEditorGrades = () =>
  useQuery({ ...ADMIN_READ, queryKey: FORMATION_KEYS.editorGrades, queryFn: ({ signal }) => listPublicGrades({ signal, auth: true }) });
