import { useEffect, useState } from 'react';
import { calendarFeedPath } from '../../client/events-api';
import { school } from '../../config/school';
import { monthOf, isMonth } from '../../domain/event-range';
import { schoolToday } from '../../domain/event-time';
import { Toaster } from '../shared/Toaster';
import { CalendarLegend } from './CalendarLegend';
import { CalendarSubscribe } from './CalendarSubscribe';
import { EventPopup } from './EventPopup';
import { MonthEventList } from './MonthEventList';
import { MonthCalendar } from './MonthCalendar';
import { useEventAddress } from './use-event-address';
import { useMonthEvents } from './use-month-events';

/** The month in the address (?month=yyyy-MM), so a month can be shared; this month otherwise. */
function monthFromAddress(): string {
  const month = new URLSearchParams(window.location.search).get('month');
  return month && isMonth(month) ? month : monthOf(schoolToday());
}

/**
 * The events calendar (SPEC, Events calendar): month grid with legend, the month's list in pages of 5,
 * and the event popup, which also opens from /events/{id} and from navigation state (docs/decisions/014).
 */
export default function EventsCalendarPage() {
  // The month comes from the address, known in the browser only: the prebuilt page shows the frame.
  const [month, setMonth] = useState<string | null>(null);
  const { events, loading, round } = useMonthEvents(month);
  const { openId, open, close } = useEventAddress();

  useEffect(() => {
    if (!month) return setMonth(monthFromAddress());
    const url = new URL(window.location.href);
    url.searchParams.set('month', month);
    history.replaceState(history.state, '', url);
  }, [month]);

  if (!month) return <div className="events-calendar events-calendar--pending" aria-busy="true" />;

  return (
    <>
      <Toaster />
      <div className="events-calendar">
        <div className="events-calendar__month">
          <MonthCalendar month={month} events={events} busy={loading} onMonth={setMonth} onOpen={open} />
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
