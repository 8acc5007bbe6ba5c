import { useEffect, useState } from 'react';
import { dropQueries } from '../../../shared/address';
import { QueryProvider } from '../../../shared/query';
import { useEventsText } from '../events-text-context';
import { EventsIslandTextProviders, type EventsIslandTexts } from '../EventsIslandTexts';
import { VIEW_QUERY } from '../feedback/posted-feedback';
import { EventPopup } from '../popup/EventPopup';
import { useEventAddress } from '../popup/use-event-address';
import type { ServedCalendar } from './EventsCalendarPage';
import { writeShownMonth } from './month-address';
import { rememberInstants } from '../core/event-time';

/**
 * The calendar's event popup (SPEC, Event popup), open while the address names an event: /events/{id}, or
 * an event the calendar opened. A page drawn with it open (/events/{id}, docs/decisions/045) draws it first,
 * so that without JavaScript the event shows above the calendar, with a note of what needs scripts.
 */
export function CalendarEventPopup({ served }: { served: ServedCalendar | undefined }) {
  const t = useEventsText().calendar;
  // Before the popup draws: it compares the event's times with the clock (docs/decisions/083).
  rememberInstants(served?.instants);
  const { openId, close } = useEventAddress(served?.eventId);
  // The view the page was drawn with holds for that opening only: the popup opens again on its gallery.
  const [drawnFeedback, setDrawnFeedback] = useState(served?.feedback);
  // From here the island holds the view: the address loses its `?view=`, so that closing the popup, opening
  // another event or a reload start from a gallery, and a reload after a feedback sent posts nothing again.
  useEffect(() => dropQueries([VIEW_QUERY]), []);
  // The month the calendar shows behind the popup, while the calendar waits for its first use (docs/decisions/080).
  const addressMonth = served?.addressMonth;
  useEffect(() => {
    if (addressMonth) writeShownMonth(addressMonth);
  }, [addressMonth]);
  return (
    <>
      <EventPopup
        eventId={openId}
        onClose={() => {
          setDrawnFeedback(undefined);
          close();
        }}
        drawn={Boolean(served?.eventId)}
        feedback={openId === served?.eventId ? drawnFeedback : undefined}
      />
      {/* Without JavaScript the calendar's buttons work (docs/decisions/078, 079); an open popup's need it, which it says. */}
      {served?.eventId && (
        <p className="island-loading__noscript events-calendar__noscript">
          {t.noscriptEvent} {t.noscriptTurnOn}
        </p>
      )}
    </>
  );
}

/**
 * An event's address (/events/{id}) as an island of its own (docs/decisions/080, 083): the popup drawn open is a
 * modal before any script, and runs at its first use, as the calendar behind it does. The calendar opens the
 * next event through the address, which this island follows.
 */
export default function EventAddressPopup({ served, ...texts }: { served: ServedCalendar } & EventsIslandTexts) {
  return (
    <EventsIslandTextProviders {...texts}>
      <QueryProvider served={served.page}>
        <CalendarEventPopup served={served} />
      </QueryProvider>
    </EventsIslandTextProviders>
  );
}
