import { useEffect, useState } from 'react';
import { formatText } from '../../../shared/i18n/catalogue';
import { useLang } from '../../../shared/i18n/text-context';
import { pathIn } from '../../../shared/i18n/lang';
import { useEventsText } from '../events-text-context';
import { EventsIslandTextProviders, type EventsIslandTexts } from '../EventsIslandTexts';
import { calendarFeedPath } from '../api/events-api';
import { school } from '../../../config/school';
import { monthOf } from '../core/event';
import { QueryProvider, useDataDrawn, type ServedPage } from '../../../shared/query';
import { Toaster } from '../../../shared/ui/Toaster';
import { IslandLoading } from '../../../shared/ui/IslandLoading';
import { useEvent } from '../api/use-event';
import { useMonthEvents } from '../api/use-month-events';
import { CalendarLegend } from './CalendarLegend';
import { CalendarSubscribe } from '../feeds/CalendarSubscribe';
import { CalendarEventPopup } from './CalendarEventPopup';
import { MonthEventList } from './MonthEventList';
import { MonthCalendar } from './MonthCalendar';
import { useMonthInAddress, useShownMonthInAddress } from './month-address';
import { eventIdFromAddress, useEventAddress } from '../popup/use-event-address';
import { VIEW_QUERY, type DrawnFeedback } from '../feedback/posted-feedback';
import { dropQueries } from '../../../shared/address';
import { DAY_QUERY } from './list-page';

/** What /events and /events/{id}, drawn on request (docs/decisions/045, 060), read for their address. */
export interface ServedCalendar {
  /** The event the address opens; null on /events. */
  eventId: string | null;
  /** The month the address names (?month=yyyy-MM), if any. */
  namedMonth: string | null;
  /** Its reads: the month shown and the grade list, and on /events/{id} the event, its photos and its sign-up sheet. */
  page: ServedPage;
  /**
   * On /events/{id}: the popup's feedback view the address names (?view=feedback), or the page's answer to a
   * feedback sent without scripts (docs/decisions/075).
   */
  feedback?: DrawnFeedback;
  /** On /events: the list's page the address names (?page=N, the pager's form without scripts; docs/decisions/078). */
  listPage?: number;
  /**
   * On /events/{id} with no month named: the event's month, when it is not this month, which the calendar
   * shows behind the popup. The popup's island writes it into the address (docs/decisions/080).
   */
  addressMonth?: string;
  /** On /events: the day whose list the address opens (?day=, a day's button without scripts; docs/decisions/079). */
  openDay?: string;
  /**
   * On /events/{id}: the instants of the event's start and end, so that the popup tells whether it is over
   * without building a time-zone formatter as it hydrates (docs/decisions/083).
   */
  instants?: Record<string, number>;
}

/**
 * The events calendar (SPEC, Events calendar): month grid with legend, the month's list in pages of 5,
 * and the event popup, which also opens from /events/{id} and from navigation state (docs/decisions/014).
 * Both addresses arrive drawn (`served`): /events with its month (docs/decisions/060), /events/{id} with its
 * popup open too (docs/decisions/045). After a failed read the island draws in the browser, from its own reads.
 */
export default function EventsCalendarPage({
  served,
  popupApart = false,
  ...texts
}: {
  served?: ServedCalendar;
  /** The popup is an island of its own (EventAddressPopup, on an event's address; docs/decisions/080). */
  popupApart?: boolean;
} & EventsIslandTexts) {
  return (
    <EventsIslandTextProviders {...texts}>
      <QueryProvider served={served?.page}>
        <EventsCalendarOnceKnown served={served} popupApart={popupApart} />
      </QueryProvider>
    </EventsIslandTextProviders>
  );
}

interface CalendarProps {
  served: ServedCalendar | undefined;
  popupApart: boolean;
}

function EventsCalendarOnceKnown({ served, popupApart }: CalendarProps) {
  const t = useEventsText().calendar;
  // The month comes from the address, which a page drawn without its reads learns in the browser: it shows the frame till then.
  return useDataDrawn() ? (
    <EventsCalendar served={served} popupApart={popupApart} />
  ) : (
    <IslandLoading label={t.loading} part={t.loadingPart} className="events-calendar-loading">
      <span className="skeleton events-calendar-loading__grid" />
    </IslandLoading>
  );
}

function EventsCalendar({ served, popupApart }: CalendarProps) {
  // A shared /events/{id} that names no month shows its event's own month behind the popup, once loaded.
  // The server sees no navigation state: on /events it follows none, and the browser's event, read after
  // hydrating, moves the month once it is in.
  const [followEventId] = useState(() => served?.eventId ?? (typeof window === 'undefined' ? null : eventIdFromAddress()));
  const address = useMonthInAddress(served?.namedMonth);
  // The popup reads the same event: one request for both.
  const followed = useEvent(address.named === null ? followEventId : null).data;
  const month = address.named ?? (followed ? monthOf(followed.startDt) : address.month);
  useShownMonthInAddress(month, address.month);
  const { events, loading, shown } = useMonthEvents(month);
  const { open } = useEventAddress(served?.eventId);
  // From here the island holds the day's list an address opened (`?day=`, docs/decisions/079): closed in
  // place, a reload does not open it again. The popup's view (`?view=`) goes too: behind an event's popup, the
  // calendar may run first (a keyboard reaching it), and an event it opens must not carry the view.
  useEffect(() => {
    dropQueries([VIEW_QUERY]);
    dropQueries([DAY_QUERY], true);
  }, []);
  const t = useEventsText().calendar;
  const lang = useLang();

  return (
    <>
      <Toaster />
      {/* First, so that without JavaScript the event a drawn page opens shows above the calendar. */}
      {!popupApart && <CalendarEventPopup served={served} />}
      <div className="events-calendar">
        <div className="events-calendar__month">
          <MonthCalendar
            month={month}
            events={shown ? events : []}
            busy={loading}
            onMonth={address.setMonth}
            onOpen={open}
            monthAction={pathIn(lang, '/events')}
            openingDay={month === served?.namedMonth ? served.openDay : undefined}
          />
          <CalendarLegend />
        </div>
        <div className="events-calendar__side">
          <p className="events-calendar__note">
            {t.noteBefore}{' '}
            <a href={school.schoolCalendarUrl} target="_blank" rel="noopener noreferrer">
              {formatText(t.noteLink, { school: school.shortName })}
              <span className="visually-hidden">{t.newTab}</span>
            </a>
            {t.noteAfter}
          </p>
          <MonthEventList
            // Another month opens on its own page (SPEC section 4); a read of the same month keeps the page shown.
            key={month}
            month={month}
            events={shown ? events : []}
            loading={!shown}
            onOpen={open}
            openingPage={month === served?.namedMonth ? served.listPage : undefined}
          />
          <CalendarSubscribe feedPath={calendarFeedPath(undefined, lang)} what={t.subscribeWhat} />
        </div>
      </div>
    </>
  );
}
