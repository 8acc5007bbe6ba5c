import { usePageOrigin } from '../../../shared/query';

interface CalendarSubscribeProps {
  /** The feed's path, from calendarFeedPath (src/features/events/api/events-api.ts). */
  feedPath: string;
  /** Whose events, for the text: 'all HSA events', 'Kindergarten events'. */
  what: string;
}

/** Links to a calendar feed parents can subscribe to (beyond the spec; docs/decisions/014). */
export function CalendarSubscribe({ feedPath, what }: CalendarSubscribeProps) {
  // In a prebuilt page's HTML the origin is not known: the feed's own path until the island hydrates.
  const origin = usePageOrigin();
  const webcal = origin ? `webcal://${new URL(origin).host}${feedPath}` : feedPath;
  return (
    <aside className="calendar-subscribe" aria-label="Subscribe to the calendar">
      <h3>Add these events to your calendar</h3>
      <p>
        <a href={webcal}>Subscribe to {what}</a> on a phone or computer, or copy the <a href={feedPath}>calendar feed link</a> into Google
        Calendar (Other calendars, From URL). New and changed events then show up on their own.
      </p>
    </aside>
  );
}
