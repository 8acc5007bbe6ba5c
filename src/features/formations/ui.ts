/**
 * The formations feature's hooks that other features' islands use (React and TanStack Query, so not in
 * index.ts, which server code imports).
 */
export { useEditorGrades } from './api/use-editor-grades';
export { useGrades } from './api/use-grades';
export { FormationsTextProvider, useFormationsText } from './formations-text-context';
