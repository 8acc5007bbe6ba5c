import { useQueries } from '@tanstack/react-query';
import { listMonthEvents, PUBLIC_EVENT_KEYS } from '../../events';
import { eventTitle, feedbackMonth, feedbackMonths } from '../feedback-events';
import type { Submission } from '../submissions';

/**
 * The feedback rows' event titles: one public read per distinct month of the page's events, cached by
 * TanStack Query under the calendar's own key, so the rows of one month share a read. Until it answers,
 * or if it fails (logged only, SPEC section 8), the title stored with the feedback shows.
 */
export function useEventTitles(rows: readonly Submission[]): (row: Submission) => string {
  const months = feedbackMonths(rows);
  const events = useQueries({
    queries: months.map((month) => ({
      queryKey: PUBLIC_EVENT_KEYS.month(month),
      queryFn: ({ signal }: { signal: AbortSignal }) => listMonthEvents(month, { signal }),
      meta: { failure: '[EG05] events of the feedback failed to load' },
    })),
    combine: (answers) => answers.map((answer) => answer.data),
  });
  const byMonth = new Map(months.map((month, index) => [month, events[index]]));
  return (row) => eventTitle(row, byMonth.get(feedbackMonth(row) ?? ''));
}
