/**
 * Server state in the islands (DESIGN section 2, issue 16): one TanStack Query client per page, shared by
 * every island on it (Astro islands are separate React roots but one module graph), so a list several
 * islands show (the grades) is fetched once. Each island wraps itself in `<QueryProvider>`; each call has
 * one small hook in its feature's `api/` folder (useGrades, useMonthEvents, ...). Queries pass their
 * `signal` to the API client, so leaving a screen cancels what it was loading.
 */
import { isCancelledError, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Logged with the error when the read fails for good (SPEC section 8: load failures are logged only). */
      failure?: string;
    };
  }
}

const newQueryClient = () =>
  new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.failure && !isCancelledError(error)) console.error(query.meta.failure, error);
      },
    }),
    defaultOptions: {
      queries: {
        // Public reads may be a minute old anyway (the server lets them be cached that long).
        staleTime: 60_000,
        // One more try on a failed read; a refused one (4xx) is not retried.
        retry: (failures, error) =>
          failures < 1 && !(error instanceof Error && 'status' in error && Number(error.status) >= 400 && Number(error.status) < 500),
        refetchOnWindowFocus: false,
      },
    },
  });

/** The browser's one client, shared by every island of the page. */
export const queryClient = newQueryClient();

/**
 * A page drawn on request renders in a server that serves many visitors: each render gets a client of its
 * own there, so no visitor's page is drawn from what another's read (docs/decisions/044).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => (typeof window === 'undefined' ? newQueryClient() : queryClient));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
