import { useState } from 'react';
import type { EventView } from './event';
import { CALENDAR_PAGE_SIZE, pageCount, pageItems } from './event-calendar';
import { formatEventWhen } from './event-format';
import { isPastOnCalendar } from './event-time';
import { EVENT_EDITOR_TEXT } from './event-messages';
import { Icon } from '../../shared/ui/Icon';
import { ListPager } from './ListPager';

interface ManagerEventListProps {
  events: readonly EventView[];
  onAdd: () => void;
  onEdit: (id: string) => void;
}

/**
 * The Events Manager's list (SPEC, Events Manager): 'Add Event' first, then the month's events 5 a page,
 * each with an edit button; events whose start has passed are styled as past. A new key on every load of
 * the month brings it back to page 1.
 */
export function ManagerEventList({ events, onAdd, onEdit }: ManagerEventListProps) {
  const [page, setPage] = useState(1);
  return (
    <section className="manager-events" aria-label={EVENT_EDITOR_TEXT.monthList}>
      <ul className="manager-events__list">
        <li>
          <button type="button" className="manager-events__add" data-add-event onClick={onAdd}>
            <Icon name="add" /> {EVENT_EDITOR_TEXT.addEvent}
          </button>
        </li>
        {pageItems(events, page).map((event) => {
          const past = isPastOnCalendar(event);
          return (
            <li key={event.id} className={past ? 'manager-events__item manager-events__item--past' : 'manager-events__item'}>
              <span className="manager-events__text">
                <strong>{event.title}</strong>
                <span>
                  {formatEventWhen(event)}
                  {past && <span className="past-tag">{EVENT_EDITOR_TEXT.past}</span>}
                </span>
              </span>
              <button
                type="button"
                className="icon-button"
                data-event-id={event.id}
                aria-label={EVENT_EDITOR_TEXT.editEvent(event.title)}
                onClick={() => onEdit(event.id)}
              >
                <Icon name="edit" />
              </button>
            </li>
          );
        })}
      </ul>
      {events.length === 0 && <p className="manager-events__empty">{EVENT_EDITOR_TEXT.noEventsYet}</p>}
      <ListPager label="events" page={page} pages={pageCount(events.length, CALENDAR_PAGE_SIZE)} onPage={setPage} />
    </section>
  );
}
