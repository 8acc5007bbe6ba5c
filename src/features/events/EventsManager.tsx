import { useRef, useState } from 'react';
import { useAdminBusy, useLoadFailure } from '../../shared/admin/admin-query';
import { LoadingOverlay } from '../../shared/ui/Spinner';
import { useAdminMonthEvents } from './api/use-admin-month-events';
import { CalendarLegend } from './CalendarLegend';
import { EVENT_DATE_FORMATS } from './event-format';
import { EVENT_EDITOR_TEXT } from './event-messages';
import { monthOf } from './event-range';
import { schoolToday } from './event-time';
import { EventEditor } from './EventEditor';
import { ManagerEventList } from './ManagerEventList';
import { useMonthInAddress } from './month-address';
import { MonthCalendar } from './MonthCalendar';
import './events-manager.css';

type EditorTarget = { id: string | null } | null;

/** A failed month load is logged only and leaves the month empty (SPEC section 8). */
const logLoadFailure = (error: Error) => console.error('[EG01] calendar events failed to load', error);

/**
 * The Events Manager (SPEC, Events Manager; title 'Admin Calendar Tool'): the month calendar with its
 * legend beside the month's list, 'Add Event' first; an event or Add opens the Event Editor in their place.
 */
export function EventsManager() {
  // The admin area is drawn in the browser only, so the address is known from the start.
  const { month, setMonth } = useMonthInAddress();
  const monthEvents = useAdminMonthEvents(month);
  useLoadFailure(monthEvents.error, logLoadFailure);
  const events = monthEvents.data ?? [];
  const busy = useAdminBusy('events');
  const [editing, setEditing] = useState<EditorTarget>(null);
  const opener = useRef<string | null>(null);

  const openEditor = (id: string | null) => {
    opener.current = id;
    setEditing({ id });
  };

  const closeEditor = () => {
    setEditing(null);
    // Back on the list, focus returns to the entry that opened the editor (or Add when it is gone).
    requestAnimationFrame(() => {
      const target = opener.current ? document.querySelector<HTMLElement>(`[data-event-id="${CSS.escape(opener.current)}"]`) : null;
      (target ?? document.querySelector<HTMLElement>('[data-add-event]'))?.focus();
    });
  };

  return (
    <div className="admin-screen events-manager">
      {busy && <LoadingOverlay />}
      {editing ? (
        <EventEditor
          eventId={editing.id}
          defaultDay={month === monthOf(schoolToday()) ? schoolToday() : `${month}-01`}
          onClose={closeEditor}
        />
      ) : (
        <>
          <h1>{EVENT_EDITOR_TEXT.managerHeading}</h1>
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
              onAdd={() => openEditor(null)}
              onEdit={openEditor}
            />
          </div>
        </>
      )}
    </div>
  );
}
