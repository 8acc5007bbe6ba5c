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
import { EventPopup } from '../popup/EventPopup';
import { MonthEventList } from './MonthEventList';
import { MonthCalendar } from './MonthCalendar';
import { useMonthInAddress, useShownMonthInAddress } from './month-address';
import { eventIdFromAddress, useEventAddress } from '../popup/use-event-address';
import { VIEW_QUERY, type DrawnFeedback } from '../feedback/posted-feedback';
import { DAY_QUERY } from './list-page';

/** What /events and /events/{id}, drawn on request (docs/decisions/045, 060), read for their address. */
export interface ServedCalendar {
  /** The event the address opens; null on /events. */
  eventId: string | null;
  /** The month the address names (?month=yyyy-MM), if any. */
  namedMonth: string | null;
  /** Its reads: the month shown and the grade list, and on /events/{id} the event and its photos. */
  page: ServedPage;
  /**
   * On /events/{id}: the popup's feedback view the address names (?view=feedback), or the page's answer to a
   * feedback sent without scripts (docs/decisions/075).
   */
  feedback?: DrawnFeedback;
  /** On /events: the list's page the address names (?page=N, the pager's form without scripts; docs/decisions/078). */
  listPage?: number;
  /** On /events: the day whose list the address opens (?day=, a day's button without scripts; docs/decisions/079). */
  openDay?: string;
}

/**
 * The events calendar (SPEC, Events calendar): month grid with legend, the month's list in pages of 5,
 * and the event popup, which also opens from /events/{id} and from navigation state (docs/decisions/014).
 * Both addresses arrive drawn (`served`): /events with its month (docs/decisions/060), /events/{id} with its
 * popup open too (docs/decisions/045). After a failed read the island draws in the browser, from its own reads.
 */
export default function EventsCalendarPage({ served, ...texts }: { served?: ServedCalendar } & EventsIslandTexts) {
  return (
    <EventsIslandTextProviders {...texts}>
      <QueryProvider served={served?.page}>
        <EventsCalendarOnceKnown served={served} />
      </QueryProvider>
    </EventsIslandTextProviders>
  );
}

function EventsCalendarOnceKnown({ served }: { served: ServedCalendar | undefined }) {
  const t = useEventsText().calendar;
  // The month comes from the address, which a page drawn without its reads learns in the browser: it shows the frame till then.
  return useDataDrawn() ? (
    <EventsCalendar served={served} />
  ) : (
    <IslandLoading label={t.loading} part={t.loadingPart} className="events-calendar-loading">
      <span className="skeleton events-calendar-loading__grid" />
    </IslandLoading>
  );
}

function EventsCalendar({ served }: { served: ServedCalendar | undefined }) {
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
  const { openId, open, close } = useEventAddress(served?.eventId);
  // The view the page was drawn with holds for that opening only: the popup opens again on its gallery.
  const [drawnFeedback, setDrawnFeedback] = useState(served?.feedback);
  // From here the island holds the view: the address loses its `?view=`, so that closing the popup, opening
  // another event or a reload start from a gallery, and a reload after a feedback sent posts nothing again. So
  // with a day's list (`?day=`, docs/decisions/079): closed in place, a reload does not open it again.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(VIEW_QUERY) && !url.searchParams.has(DAY_QUERY)) return;
    url.searchParams.delete(VIEW_QUERY);
    if (url.searchParams.has(DAY_QUERY)) url.hash = '';
    url.searchParams.delete(DAY_QUERY);
    window.history.replaceState(window.history.state, '', url);
  }, []);
  const closePopup = () => {
    setDrawnFeedback(undefined);
    close();
  };
  const t = useEventsText().calendar;
  const lang = useLang();

  return (
    <>
      <Toaster />
      {/* First, so that without JavaScript the event a drawn page opens shows above the calendar. */}
      <EventPopup
        eventId={openId}
        onClose={closePopup}
        drawn={Boolean(served?.eventId)}
        feedback={openId === served?.eventId ? drawnFeedback : undefined}
      />
      {/* Without JavaScript the calendar's buttons work (docs/decisions/078, 079); an open popup's need it, which it says. */}
      {served?.eventId && (
        <p className="island-loading__noscript events-calendar__noscript">
          {t.noscriptEvent} {t.noscriptTurnOn}
        </p>
      )}
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
