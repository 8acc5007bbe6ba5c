import { useCallback, useEffect, useRef, useState } from 'react';
import { calendarFeedPath } from './events-api';
import { school } from '../../config/school';
import type { EventView } from './event';
import { monthOf } from './event-range';
import { Toaster } from '../../shared/ui/Toaster';
import { CalendarLegend } from './CalendarLegend';
import { CalendarSubscribe } from './CalendarSubscribe';
import { EventPopup } from './EventPopup';
import { MonthEventList } from './MonthEventList';
import { MonthCalendar } from './MonthCalendar';
import { monthFromAddress, useMonthInAddress } from './month-address';
import { eventIdFromAddress, useEventAddress } from './use-event-address';
import { useMonthEvents } from './use-month-events';

/**
 * The events calendar (SPEC, Events calendar): month grid with legend, the month's list in pages of 5,
 * and the event popup, which also opens from /events/{id} and from navigation state (docs/decisions/014).
 */
export default function EventsCalendarPage() {
  // The month comes from the address, known in the browser only: the prebuilt page shows the frame.
  const [month, setMonth] = useState<string | null>(null);
  const { events, loading, round } = useMonthEvents(month);
  const { openId, open, close } = useEventAddress();
  // A shared /events/{id} without ?month= shows the event's own month behind its popup, once it loads.
  const followOpenedEvent = useRef(false);

  useEffect(() => {
    if (month) return;
    followOpenedEvent.current = eventIdFromAddress() !== null && !new URLSearchParams(window.location.search).has('month');
    setMonth(monthFromAddress());
  }, [month]);
  useMonthInAddress(month);

  const changeMonth = useCallback((next: string) => {
    followOpenedEvent.current = false;
    setMonth(next);
  }, []);
  const onEventLoaded = useCallback((event: EventView) => {
    if (!followOpenedEvent.current) return;
    followOpenedEvent.current = false;
    setMonth(monthOf(event.startDt));
  }, []);

  if (!month) return <div className="events-calendar events-calendar--pending" aria-busy="true" />;

  return (
    <>
      <Toaster />
      <div className="events-calendar">
        <div className="events-calendar__month">
          <MonthCalendar month={month} events={events} busy={loading} onMonth={changeMonth} onOpen={open} />
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
      <EventPopup eventId={openId} onClose={close} onLoaded={onEventLoaded} />
    </>
  );
}
