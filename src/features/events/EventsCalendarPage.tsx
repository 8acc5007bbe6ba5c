import { useState } from 'react';
import { calendarFeedPath } from './events-api';
import { school } from '../../config/school';
import { monthOf } from './event-range';
import { QueryProvider } from '../../shared/query';
import { Toaster } from '../../shared/ui/Toaster';
import { useHydrated } from '../../shared/ui/use-hydrated';
import { useEvent } from './api/use-event';
import { useMonthEvents } from './api/use-month-events';
import { CalendarLegend } from './CalendarLegend';
import { CalendarSubscribe } from './CalendarSubscribe';
import { EventPopup } from './EventPopup';
import { MonthEventList } from './MonthEventList';
import { MonthCalendar } from './MonthCalendar';
import { monthFromAddress, useMonthInAddress } from './month-address';
import { eventIdFromAddress, useEventAddress } from './use-event-address';

/**
 * The events calendar (SPEC, Events calendar): month grid with legend, the month's list in pages of 5,
 * and the event popup, which also opens from /events/{id} and from navigation state (docs/decisions/014).
 */
export default function EventsCalendarPage() {
  // The month comes from the address, known in the browser only: the prebuilt page shows the frame.
  const hydrated = useHydrated();
  return (
    <QueryProvider>
      {hydrated ? <EventsCalendar /> : <div className="events-calendar events-calendar--pending" aria-busy="true" />}
    </QueryProvider>
  );
}

/**
 * What the address says as the page opens: its month, and the event of a shared /events/{id} without
 * ?month=, whose own month is shown behind its popup once the event has loaded.
 */
function readOpening(): { month: string; followEventId: string | null } {
  const eventId = eventIdFromAddress();
  const namesMonth = new URLSearchParams(window.location.search).has('month');
  return { month: monthFromAddress(), followEventId: namesMonth ? null : eventId };
}

function EventsCalendar() {
  const [opening] = useState(readOpening);
  // Null until the visitor picks a month with the arrows.
  const [chosenMonth, setChosenMonth] = useState<string | null>(null);
  // The popup reads the same event: one request for both.
  const followed = useEvent(chosenMonth === null ? opening.followEventId : null).data;
  const month = chosenMonth ?? (followed ? monthOf(followed.startDt) : opening.month);
  const { events, loading, round } = useMonthEvents(month);
  const { openId, open, close } = useEventAddress();
  useMonthInAddress(month);

  return (
    <>
      <Toaster />
      <div className="events-calendar">
        <div className="events-calendar__month">
          <MonthCalendar month={month} events={events} busy={loading} onMonth={setChosenMonth} onOpen={open} />
          <CalendarLegend />
        </div>
        <div className="events-calendar__side">
          <p className="events-calendar__note">
            Only Home and School Association events are listed here. For every school event, see the{' '}
            <a href={school.schoolCalendarUrl} target="_blank" rel="noopener noreferrer">
              {school.shortName} school calendar<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            .
          </p>
          <MonthEventList key={round} events={events} loading={loading} onOpen={open} />
          <CalendarSubscribe feedPath={calendarFeedPath()} what="all HSA events" />
        </div>
      </div>
      <EventPopup eventId={openId} onClose={close} />
    </>
  );
}
