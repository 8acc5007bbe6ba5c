import { useLang } from '../../../shared/i18n/text-context';
import type { EventRecord } from '../core/event';
import { useEventsText } from '../events-text-context';
import { eventWhen } from './event-details';

/** An event's date and time (SPEC section 9's formats, in the page's language); nothing when its times are not valid. */
export function EventWhenText({ event }: { event: Pick<EventRecord, 'startDt' | 'endDt'> }) {
  const t = useEventsText().popup;
  const when = eventWhen(event, useLang());
  if (!when) return null;
  if (when.kind === 'day') {
    return (
      <>
        <time dateTime={event.startDt.slice(0, 10)}>{when.date}</time>
        <br />
        {when.time}
      </>
    );
  }
  return (
    <>
      {t.from} <time dateTime={event.startDt}>{when.start}</time>
      <br />
      {t.to} <time dateTime={event.endDt}>{when.end}</time>
    </>
  );
}
