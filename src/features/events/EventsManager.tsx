import { useRef, useState } from 'react';
import { monthOf } from './event-range';
import { EVENT_DATE_FORMATS } from './event-format';
import { schoolToday } from './event-time';
import { LoadingOverlay } from '../../shared/ui/Spinner';
import { CalendarLegend } from './CalendarLegend';
import { MonthCalendar } from './MonthCalendar';
import { monthFromAddress, useMonthInAddress } from './month-address';
import { useMonthEvents } from './api/use-month-events';
import { EventEditor } from './EventEditor';
import { ManagerEventList } from './ManagerEventList';
import './events-manager.css';

type EditorTarget = { id: string | null } | null;

/**
 * The Events Manager (SPEC, Events Manager; title 'Admin Calendar Tool'): the month calendar with its
 * legend beside the month's list, 'Add Event' first; an event or Add opens the Event Editor in their place.
 */
export function EventsManager() {
  // The admin area is drawn in the browser only, so the address is known from the start.
  const [month, setMonth] = useState(monthFromAddress);
  useMonthInAddress(month);
  const { events, loading, round, reload } = useMonthEvents(month, { auth: true });
  const [editing, setEditing] = useState<EditorTarget>(null);
  const opener = useRef<string | null>(null);

  const openEditor = (id: string | null) => {
    opener.current = id;
    setEditing({ id });
  };

  if (editing) {
    return (
      <div className="admin-screen events-manager">
        <EventEditor
          eventId={editing.id}
          defaultDay={month === monthOf(schoolToday()) ? schoolToday() : `${month}-01`}
          onClose={(changed) => {
            setEditing(null);
            if (changed) reload();
            // Back on the list, focus returns to the entry that opened the editor (or Add when it is gone).
            requestAnimationFrame(() => {
              const target = opener.current ? document.querySelector<HTMLElement>(`[data-event-id="${CSS.escape(opener.current)}"]`) : null;
              (target ?? document.querySelector<HTMLElement>('[data-add-event]'))?.focus();
            });
          }}
        />
      </div>
    );
  }

  return (
    <div className="admin-screen events-manager">
      {loading && <LoadingOverlay />}
      <h1>Events Manager</h1>
      <div className="events-manager__layout">
        <div>
          <MonthCalendar month={month} events={events} busy={loading} arrowFormat={EVENT_DATE_FORMATS.monthName} onMonth={setMonth} onOpen={openEditor} />
          <CalendarLegend />
        </div>
        <ManagerEventList key={round} events={events} onAdd={() => openEditor(null)} onEdit={openEditor} />
      </div>
    </div>
  );
}
