import { useState } from 'react';
import { SavedTag } from '../../../shared/admin/SavedStatus';
import type { SavedHighlight } from '../../../shared/admin/use-saved-highlight';
import type { EventView } from '../core/event';
import { CALENDAR_PAGE_SIZE } from '../calendar/month-grid';
import { formatEventWhen } from '../core/event-format';
import { isPastOnCalendar, schoolToday } from '../core/event-time';
import { pageHolding, pagesFromToday } from '../core/today-pages';
import { EVENT_EDITOR_TEXT, SERIES_TEXT } from '../event-messages';
import { eventRuleWords } from '../recurrence/rule-words';
import { Icon } from '../../../shared/ui/Icon';
import { ListPager } from '../calendar/ListPager';

interface ManagerEventListProps {
  events: readonly EventView[];
  /** The event a save just put in the month: its page opens, it is marked and its edit button takes focus. */
  highlight: SavedHighlight;
  onAdd: () => void;
  onEdit: (id: string) => void;
}

/**
 * The Events Manager's list (SPEC, Events Manager): 'Add Event' first, then the month's events 5 a page,
 * each with an edit button; events whose start has passed are styled as past. It opens on the page that
 * starts with the first event from today (docs/decisions/054), or on the page of the event just saved; a new
 * key on every load of the month brings it back there.
 */
export function ManagerEventList({ events, highlight, onAdd, onEdit }: ManagerEventListProps) {
  const { pages, opening } = pagesFromToday(events, CALENDAR_PAGE_SIZE, schoolToday());
  const [chosenPage, setPage] = useState(() => {
    const index = events.findIndex((event) => event.id === highlight.savedId);
    return index < 0 ? null : pageHolding(pages, index);
  });
  const page = Math.min(chosenPage ?? opening, pages.length);
  return (
    <section className="manager-events" aria-label={EVENT_EDITOR_TEXT.monthList}>
      <ul className="manager-events__list">
        <li>
          <button type="button" className="manager-events__add" data-add-event onClick={onAdd}>
            <Icon name="add" /> {EVENT_EDITOR_TEXT.addEvent}
          </button>
        </li>
        {(pages[page - 1] ?? []).map((event) => {
          const past = isPastOnCalendar(event);
          const repeats = eventRuleWords(event);
          const saved = event.id === highlight.savedId;
          const classes = ['manager-events__item', past && 'manager-events__item--past', saved && 'saved-item'].filter(Boolean).join(' ');
          return (
            <li key={event.id} className={classes}>
              <span className="manager-events__text">
                <span>
                  <strong>{event.title}</strong>
                  {saved && <SavedTag />}
                </span>
                <span>
                  {formatEventWhen(event)}
                  {past && <span className="past-tag">{EVENT_EDITOR_TEXT.past}</span>}
                </span>
                {repeats && (
                  <span className="manager-events__repeats">
                    <Icon name="repeat" size={18} /> {SERIES_TEXT.mark(repeats)}
                  </span>
                )}
              </span>
              <button
                type="button"
                className="icon-button"
                data-event-id={event.id}
                ref={saved ? highlight.focusRef : undefined}
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
      <ListPager label="events" page={page} pages={pages.length} onPage={setPage} />
    </section>
  );
}
