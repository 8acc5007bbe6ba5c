/**
 * The formations feature's hooks that other features' islands use (React and TanStack Query, so not in
 * index.ts, which server code imports).
 */
export { useGrades } from './api/use-grades';
