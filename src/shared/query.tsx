/**
 * Server state in the islands (DESIGN section 2, docs/decisions/026): one TanStack Query client per page, shared by
 * every island on it (Astro islands are separate React roots but one module graph), so a list several
 * islands show (the grades) is fetched once. Each island wraps itself in `<QueryProvider>`; each call has
 * one small hook in its feature's `api/` folder (useGrades, useMonthEvents, ...). Queries pass their
 * `signal` to the API client, so leaving a screen cancels what it was loading.
 */
import {
  HydrationBoundary,
  isCancelledError,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  type DehydratedState,
} from '@tanstack/react-query';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { subscribeToNothing, useBrowserValue } from './ui/use-hydrated';

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
 * What a page drawn on request (docs/decisions/044, 045) gives the island it draws: the reads it made, as
 * the island's queries (`dehydrate`), the address it answered, and when it read.
 */
export interface ServedPage {
  queries: DehydratedState;
  /** The site's address, 'https://…' (siteUrl; '' when not configured), for the absolute links it draws. */
  origin: string;
  /** When the server read the data, an ISO time. */
  readAt: string;
}

const ServedContext = createContext<ServedPage | null>(null);

/**
 * A page drawn on request renders in a server that serves many visitors: each render gets a client of its
 * own there, so no visitor's page is drawn from what another's read (docs/decisions/044). What such a page
 * read (`served`) fills the island's queries before its first render, on the server and while hydrating.
 */
export function QueryProvider({ children, served = null }: { children: ReactNode; served?: ServedPage | null }) {
  const [client] = useState(() => (typeof window === 'undefined' ? newQueryClient() : queryClient));
  return (
    <QueryClientProvider client={client}>
      <ServedContext.Provider value={served}>
        <HydrationBoundary state={served?.queries}>{children}</HydrationBoundary>
      </ServedContext.Provider>
    </QueryClientProvider>
  );
}

/**
 * Whether the island can draw its data: false while a prebuilt island hydrates (its HTML has none), true
 * from the next render on, and true from the start in an island a page drew on request with its data.
 */
export function useDataDrawn(): boolean {
  const served = useContext(ServedContext) !== null;
  return useBrowserValue(
    subscribeToNothing,
    () => true,
    () => served,
  );
}

/** The page's origin: the site's address while a drawn page draws and hydrates, the browser's after ('' in a prebuilt page's HTML). */
export function usePageOrigin(): string {
  const origin = useContext(ServedContext)?.origin ?? '';
  return useBrowserValue(
    subscribeToNothing,
    () => window.location.origin,
    () => origin,
  );
}

const MINUTE = 60_000;
const minuteOf = (time: number) => Math.floor(time / MINUTE) * MINUTE;

/**
 * The time to draw what depends on it (today, past events, feedback), to the minute: the server's read
 * time while it draws and hydrates, the browser's clock after, so the first client render matches the HTML
 * and a page the CDN kept a few minutes draws again only when the minute differs. A prebuilt island must not
 * draw by it before it hydrates (its HTML was drawn at build time): those wait for useDataDrawn.
 */
export function usePageMinute(): number {
  const readAt = useContext(ServedContext)?.readAt;
  return useBrowserValue(
    subscribeToNothing,
    () => minuteOf(Date.now()),
    () => minuteOf(readAt ? Date.parse(readAt) : Date.now()),
  );
}
