import type { EventRecord } from '../core/event';
import { eventWhen } from './event-details';

/** An event's date and time (SPEC section 9's formats); nothing when its times are not valid. */
export function EventWhenText({ event }: { event: Pick<EventRecord, 'startDt' | 'endDt'> }) {
  const when = eventWhen(event);
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
      From <time dateTime={event.startDt}>{when.start}</time>
      <br />
      to <time dateTime={event.endDt}>{when.end}</time>
    </>
  );
}
