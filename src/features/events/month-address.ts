import { useEffect } from 'react';
import { isMonth, monthOf } from './event-range';
import { schoolToday } from './event-time';

/** The month in the address (?month=yyyy-MM), so a month can be shared or reloaded; this month otherwise. */
export function monthFromAddress(): string {
  const month = new URLSearchParams(window.location.search).get('month');
  return month && isMonth(month) ? month : monthOf(schoolToday());
}

/**
 * Keeps the month shown in the address, replacing the entry (no history entry per month; docs/decisions/014).
 * An address that names no month and shows this month is left as it was opened (/events, /access/events).
 */
export function useMonthInAddress(month: string | null): void {
  useEffect(() => {
    if (!month) return;
    const url = new URL(window.location.href);
    const named = url.searchParams.get('month');
    if (named === month || (named === null && month === monthOf(schoolToday()))) return;
    url.searchParams.set('month', month);
    history.replaceState(history.state, '', url);
  }, [month]);
}
