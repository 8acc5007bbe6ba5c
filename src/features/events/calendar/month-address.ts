import { useCallback, useEffect } from 'react';
import { addressChanged, subscribeToAddress } from '../../../shared/address';
import { useBrowserValue } from '../../../shared/ui/use-hydrated';
import { isMonth, monthOf } from '../core/event';
import { schoolToday } from '../core/event-time';
import { usePageMinute } from '../../../shared/query';
import { LIST_PAGE_QUERY } from './list-page';

/** The month the address names (?month=yyyy-MM), or null when it names none (or a malformed one). */
function monthInAddress(): string | null {
  const month = new URLSearchParams(window.location.search).get('month');
  return month && isMonth(month) ? month : null;
}

/**
 * Each month shown is a history entry: Back goes to the month before, Forward again (docs/decisions/029). The
 * list's page an address named (?page=N, docs/decisions/078) was the month before's: another month opens on its own.
 */
function pushMonth(month: string): void {
  const url = new URL(window.location.href);
  if (url.searchParams.get('month') === month) return;
  url.searchParams.set('month', month);
  url.searchParams.delete(LIST_PAGE_QUERY);
  history.pushState(null, '', url);
  addressChanged();
}

/**
 * The month of the public calendar or the Events Manager, kept in the address (docs/decisions/014, 029):
 * `named` is the month the address names (null when it names none), `setMonth` pushes a history entry for
 * another month, and Back and Forward move through the months seen. A page drawn on request gives the month
 * its address named (`drawnNamed`), which its HTML shows; a prebuilt page knows none. An address that names
 * none shows this month by the page's time (usePageMinute): the month the server drew while hydrating, so
 * hydration matches, the visitor's own after (a page the CDN kept over a month's end moves on).
 */
export function useMonthInAddress(drawnNamed: string | null = null) {
  const named = useBrowserValue(subscribeToAddress, monthInAddress, () => drawnNamed);
  const thisMonth = monthOf(schoolToday(new Date(usePageMinute())));
  const setMonth = useCallback((month: string) => pushMonth(month), []);
  return { named, month: named ?? thisMonth, setMonth };
}

/**
 * A month the page chose itself (a shared /events/{id} shows its event's month) is written into the address
 * in place, without a history entry, so that a reload or a shared link keeps it. An address that names no
 * month and shows this month (`thisMonth`, useMonthInAddress's, by the page's time) is left as it was opened
 * (/events, /access/events).
 */
export function useShownMonthInAddress(month: string, thisMonth: string): void {
  useEffect(() => {
    if (month !== thisMonth) writeShownMonth(month);
  }, [month, thisMonth]);
}

/** Writes the month shown into an address that names none, in place (useShownMonthInAddress). */
export function writeShownMonth(month: string): void {
  const url = new URL(window.location.href);
  if (url.searchParams.has('month')) return;
  url.searchParams.set('month', month);
  history.replaceState(history.state, '', url);
  addressChanged();
}
