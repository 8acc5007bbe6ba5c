import { useLang } from '../../../shared/i18n/text-context';
import { useEventsText } from '../events-text-context';
import type { EventView } from '../core/event';
import { eventIcsPath, eventPageUrl, googleCalendarUrl } from './calendar-links';
import { usePageOrigin } from '../../../shared/query';
import { Icon } from '../../../shared/ui/Icon';
import '../../../shared/ui/link-pills.css';

/**
 * 'Add to calendar' (beyond the spec, docs/decisions/015): the event as an .ics file for any calendar app,
 * and Google Calendar's own "new event" page filled in.
 */
export function AddToCalendar({ event }: { event: EventView }) {
  const t = useEventsText().addToCalendar;
  const lang = useLang();
  const google = googleCalendarUrl(event, eventPageUrl(usePageOrigin(), event.id, lang), lang);
  if (!google) return null;
  return (
    <section className="add-to-calendar" aria-labelledby="add-to-calendar-heading">
      <h3 id="add-to-calendar-heading">{t.heading}</h3>
      <ul role="list">
        <li>
          <a className="pill-link" href={eventIcsPath(event.id, lang)} download>
            <Icon name="event" size={18} />
            {t.file}
          </a>
        </li>
        <li>
          <a className="pill-link" href={google} target="_blank" rel="noopener noreferrer">
            {t.google}
            <Icon name="open_in_new" size={18} />
            <span className="visually-hidden">{t.newTab}</span>
          </a>
        </li>
      </ul>
    </section>
  );
}
