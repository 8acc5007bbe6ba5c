import type { AdminToolPath } from '../admin-menu';

/** The admin landing's query keys: a tool card's count, kept for a minute (landing-counts.ts). */
export const LANDING_KEYS = {
  count: (path: AdminToolPath) => ['landing', 'count', path] as const,
};
