/**
 * Server state in the admin screens (TanStack Query, src/shared/query.tsx): how they read, how a failed read
 * is reported, and when the loading overlay shows.
 */
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * Every admin read is fresh when a screen opens and forgotten when it closes: an editor never starts from a
 * version another officer (or this one) has since replaced, and a closed tool keeps no data in memory.
 */
export const ADMIN_READ = { staleTime: 0, gcTime: 0 } as const;

/**
 * Reports a failed read once, when it fails: a toast or a log line, as the spec says for that read (SPEC
 * section 8). A read cancelled because its screen closed is no failure.
 */
export function useLoadFailure(error: Error | null, report: (error: Error) => void): void {
  // The latest `report` without re-running the effect when the caller passes a new function each render.
  const onFailure = useRef(report);
  useEffect(() => {
    onFailure.current = report;
  });
  useEffect(() => {
    if (error) onFailure.current(error);
  }, [error]);
}

/**
 * The loading overlay shows while any call of the feature is in flight (SPEC section 8): its reads (query keys
 * start with the feature) and its changes (mutation keys too).
 */
export function useAdminBusy(feature: string): boolean {
  return useIsFetching({ queryKey: [feature] }) + useIsMutating({ mutationKey: [feature] }) > 0;
}
