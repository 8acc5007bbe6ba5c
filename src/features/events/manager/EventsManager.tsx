import { useState } from 'react';
import { useAdminBusy, useLoadFailure } from '../../../shared/admin/admin-query';
import { SavedStatus } from '../../../shared/admin/SavedStatus';
import { useEditorTarget } from '../../../shared/admin/use-editor-target';
import { useSavedHighlight } from '../../../shared/admin/use-saved-highlight';
import { LangProvider } from '../../../shared/i18n/text-context';
import { LoadingOverlay } from '../../../shared/ui/Spinner';
import { englishEventsText } from '../events-text';
import { EventsTextProvider } from '../events-text-context';
import { useAdminMonthEvents } from '../api/admin-events';
import { CalendarLegend } from '../calendar/CalendarLegend';
import { type EventView, monthOf } from '../core/event';
import { EVENT_DATE_FORMATS, formatMonth } from '../core/event-format';
import { EVENT_EDITOR_TEXT, SCHOOL_CLOSED_TEXT } from '../event-messages';
import { schoolToday } from '../core/event-time';
import { EventEditor } from './EventEditor';
import { ManagerEventList } from './ManagerEventList';
import { useMonthInAddress } from '../calendar/month-address';
import { MonthCalendar } from '../calendar/MonthCalendar';
import { SchoolClosed } from './SchoolClosed';
import './events-manager.css';

/** Back on the list, focus returns to the entry that opened the editor (or Add when it is gone). */
const entryButton = (id: string | null) =>
  (id ? document.querySelector<HTMLElement>(`[data-event-id="${CSS.escape(id)}"]`) : null) ??
  document.querySelector<HTMLElement>('[data-add-event]');

/** A failed month load is logged only and leaves the month empty (SPEC section 8). */
const logLoadFailure = (error: Error) => console.error('[EG01] calendar events failed to load', error);

/**
 * The Events Manager (SPEC, Events Manager; title 'Admin Calendar Tool'): the month calendar with its
 * legend beside the month's list, 'Add Event' first; an event or Add opens the Event Editor in their place.
 * The open editor is a history entry (useEditorTarget); after a save the list shows the saved event's month
 * and the page that holds it, with the event marked and focused (docs/decisions/030).
 */
export function EventsManager() {
  // The admin area stays English; the calendar's parts it shows read the events' English texts.
  return (
    <LangProvider lang="en">
      <EventsTextProvider text={englishEventsText}>
        <EventsManagerScreen />
      </EventsTextProvider>
    </LangProvider>
  );
}

function EventsManagerScreen() {
  // The admin area is drawn in the browser only, so the address is known from the start.
  const { month, setMonth } = useMonthInAddress();
  const monthEvents = useAdminMonthEvents(month);
  useLoadFailure(monthEvents.error, logLoadFailure);
  const events = monthEvents.data ?? [];
  const busy = useAdminBusy('events');
  const { editing, open, close } = useEditorTarget<string>({ focusOpener: entryButton });
  const highlight = useSavedHighlight();
  const [closing, setClosing] = useState(false);
  const firstDay = month === monthOf(schoolToday()) ? schoolToday() : `${month}-01`;

  const openEditor = (id: string | null) => {
    highlight.clear();
    open(id);
  };

  const closeEditor = (saved?: EventView) => {
    if (!saved) return void close();
    const savedMonth = monthOf(saved.startDt);
    highlight.mark(saved.id, EVENT_EDITOR_TEXT.savedInList(saved.title, formatMonth(savedMonth, EVENT_DATE_FORMATS.calendarHeader)));
    // Once the editor's history entry is left, the list moves to the saved event's month.
    void close({ restoreFocus: false }).then(() => setMonth(savedMonth));
  };

  return (
    <div className="admin-screen events-manager">
      {busy && <LoadingOverlay />}
      <SavedStatus text={highlight.announcement} />
      {editing ? (
        <EventEditor eventId={editing.target} defaultDay={firstDay} onClose={closeEditor} />
      ) : (
        <>
          <div className="events-manager__head">
            <h1>{EVENT_EDITOR_TEXT.managerHeading}</h1>
            <button type="button" className="button button--ghost" onClick={() => setClosing(true)}>
              {SCHOOL_CLOSED_TEXT.open}
            </button>
          </div>
          {closing && <SchoolClosed defaultDay={firstDay} onClose={() => setClosing(false)} />}
          <div className="events-manager__layout">
            <div>
              <MonthCalendar
                month={month}
                events={events}
                busy={monthEvents.isFetching}
                arrowFormat={EVENT_DATE_FORMATS.monthName}
                onMonth={setMonth}
                onOpen={openEditor}
              />
              <CalendarLegend />
            </div>
            {/* A new list on every load of the month brings it back to its first page (SPEC section 4). */}
            <ManagerEventList
              key={`${month}:${monthEvents.dataUpdatedAt}`}
              events={events}
              highlight={highlight}
              onAdd={() => openEditor(null)}
              onEdit={openEditor}
            />
          </div>
        </>
      )}
    </div>
  );
}
