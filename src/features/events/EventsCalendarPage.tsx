import { useState } from 'react';
import { calendarFeedPath } from './events-api';
import { school } from '../../config/school';
import { monthOf } from './event-range';
import { QueryProvider } from '../../shared/query';
import { Toaster } from '../../shared/ui/Toaster';
import { IslandLoading } from '../../shared/ui/IslandLoading';
import { useHydrated } from '../../shared/ui/use-hydrated';
import { useEvent } from './api/use-event';
import { useMonthEvents } from './api/use-month-events';
import { CalendarLegend } from './CalendarLegend';
import { CalendarSubscribe } from './CalendarSubscribe';
import { EventPopup } from './EventPopup';
import { MonthEventList } from './MonthEventList';
import { MonthCalendar } from './MonthCalendar';
import { useMonthInAddress, useShownMonthInAddress } from './month-address';
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
      {hydrated ? (
        <EventsCalendar />
      ) : (
        <IslandLoading label="Loading the events calendar" part="The events calendar" className="events-calendar-loading">
          <span className="skeleton events-calendar-loading__grid" />
        </IslandLoading>
      )}
    </QueryProvider>
  );
}

function EventsCalendar() {
  // A shared /events/{id} that names no month shows its event's own month behind the popup, once loaded.
  const [followEventId] = useState(eventIdFromAddress);
  const address = useMonthInAddress();
  // The popup reads the same event: one request for both.
  const followed = useEvent(address.named === null ? followEventId : null).data;
  const month = address.named ?? (followed ? monthOf(followed.startDt) : address.month);
  useShownMonthInAddress(month);
  const { events, loading, shown, round } = useMonthEvents(month);
  const { openId, open, close } = useEventAddress();

  return (
    <>
      <Toaster />
      <div className="events-calendar">
        <div className="events-calendar__month">
          <MonthCalendar month={month} events={shown ? events : []} busy={loading} onMonth={address.setMonth} onOpen={open} />
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
          <MonthEventList key={round} events={shown ? events : []} loading={!shown} onOpen={open} />
          <CalendarSubscribe feedPath={calendarFeedPath()} what="all HSA events" />
        </div>
      </div>
      <EventPopup eventId={openId} onClose={close} />
    </>
  );
}
