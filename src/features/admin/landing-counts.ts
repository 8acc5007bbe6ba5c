/**
 * The counts on the admin landing's cards (docs/decisions/030): what waits in each tool, read through the features'
 * own API calls and kept for a minute, so going back and forth to the landing reads nothing again. A read
 * that fails leaves its card without a count (and is logged): the card still opens the tool.
 */
import { useQuery } from '@tanstack/react-query';
import { listMonthEvents, monthOf, schoolToday } from '../events';
import { listFormationItems } from '../formations';
import { FORM_TYPES } from '../forms';
import { listSubmissions } from '../submissions';
import { listOpenSheets } from '../signups';
import { listUsers } from '../users';
import type { AdminToolPath } from './admin-menu';
import { LANDING_KEYS } from './api/keys';

/** Unread submissions are counted among each form's newest rows: one page each, never the whole history. */
const UNREAD_WINDOW = 50;

interface ToolCount {
  value: number;
  /** True when there may be more than `value` (a form's newest rows all unread). */
  more: boolean;
  /** A second count on the card: the Events Tool's volunteer slots still open in events to come. */
  also?: number;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const shown = ({ value, more }: ToolCount) => (more ? `${value}+` : String(value));

async function unreadSubmissions(signal: AbortSignal): Promise<ToolCount> {
  const pages = await Promise.all(FORM_TYPES.map((form) => listSubmissions(form, 1, UNREAD_WINDOW, signal)));
  return pages.reduce<ToolCount>(
    (count, page) => {
      const unread = page.rows.filter((row) => row.status === 'INCOMPLETE').length;
      return { value: count.value + unread, more: count.more || (unread === UNREAD_WINDOW && page.totalCount > UNREAD_WINDOW) };
    },
    { value: 0, more: false },
  );
}

const exact = async (list: Promise<readonly unknown[]>): Promise<ToolCount> => ({ value: (await list).length, more: false });

/** This month's events, and the volunteer slots still open in events to come (a failed read of those leaves them out). */
async function eventsAndOpenSlots(signal: AbortSignal): Promise<ToolCount> {
  const [events, open] = await Promise.all([
    exact(listMonthEvents(monthOf(schoolToday()), { auth: true, signal })),
    listOpenSheets({ signal }).catch((error: unknown) => {
      // A read called off (the officer signed out, the landing left) is no failure to report.
      if (!signal.aborted) console.error('[landing] the open sign-up slots failed to load', error);
      return [];
    }),
  ]);
  return { ...events, also: open.reduce((sum, sheet) => sum + sheet.open_slots, 0) };
}

interface CountSource {
  read: (signal: AbortSignal) => Promise<ToolCount>;
  text: (count: ToolCount) => string;
  /** Worth an officer's attention now: the card shows it in gold. */
  pending?: (count: ToolCount) => boolean;
}

/** The tools with a count; the others' cards have none. */
const COUNTS: Partial<Record<AdminToolPath, CountSource>> = {
  '/access/events': {
    read: eventsAndOpenSlots,
    text: (count) =>
      `${count.value === 1 ? '1 event' : `${shown(count)} events`} this month${count.also ? `, ${plural(count.also, 'volunteer slot', 'volunteer slots')} open` : ''}`,
  },
  '/access/committees': {
    read: (signal) => exact(listFormationItems('committee', { signal })),
    text: (count) => plural(count.value, 'committee', 'committees'),
  },
  '/access/grades': {
    read: (signal) => exact(listFormationItems('grade', { signal })),
    text: (count) => plural(count.value, 'grade', 'grades'),
  },
  '/access/forms': {
    read: unreadSubmissions,
    text: (count) => (count.value === 1 && !count.more ? '1 unread submission' : `${shown(count)} unread submissions`),
    pending: (count) => count.value > 0,
  },
  '/access/users': {
    read: (signal) => exact(listUsers({ signal })),
    text: (count) => plural(count.value, 'user', 'users'),
  },
};

export const hasCount = (path: AdminToolPath): boolean => COUNTS[path] !== undefined;

/** A tool's count as its card shows it: loading, its text, or nothing (no count, or the read failed). */
export function useToolCount(path: AdminToolPath): { loading: boolean; text: string | null; pending: boolean } {
  const source = COUNTS[path];
  const query = useQuery({
    queryKey: LANDING_KEYS.count(path),
    queryFn: ({ signal }) => (source ? source.read(signal) : Promise.reject(new Error(`${path} has no count`))),
    enabled: source !== undefined,
    staleTime: 60_000,
    meta: { failure: `[landing] the count of ${path} failed to load` },
  });
  if (!source || !query.data) return { loading: source !== undefined && query.isPending, text: null, pending: false };
  return { loading: false, text: source.text(query.data), pending: source.pending?.(query.data) ?? false };
}
