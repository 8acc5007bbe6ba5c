import { formatText } from '../../../shared/i18n/catalogue';
import { useEventsText } from '../events-text-context';
import { usePageOrigin } from '../../../shared/query';

interface CalendarSubscribeProps {
  /** The feed's path, from calendarFeedPath (src/features/events/api/events-api.ts). */
  feedPath: string;
  /** Whose events, for the text: 'all HSA events', 'Kindergarten events', in the page's language. */
  what: string;
}

/** Links to a calendar feed parents can subscribe to (beyond the spec; docs/decisions/014). */
export function CalendarSubscribe({ feedPath, what }: CalendarSubscribeProps) {
  // In a prebuilt page's HTML the origin is not known: the feed's own path until the island hydrates.
  const origin = usePageOrigin();
  const webcal = origin ? `webcal://${new URL(origin).host}${feedPath}` : feedPath;
  const t = useEventsText().subscribe;
  return (
    <aside className="calendar-subscribe" aria-label={t.label}>
      <h3>{t.heading}</h3>
      <p>
        <a href={webcal}>{formatText(t.link, { what })}</a>
        {t.middle}
        <a href={feedPath}>{t.feedLink}</a>
        {t.after}
      </p>
    </aside>
  );
}
