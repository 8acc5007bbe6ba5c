import { useGrades } from '../../formations/ui';
import type { EventView } from '../core/event';
import { colorProps, eventDotColor } from '../core/event-colors';
import { EVENT_DATE_FORMATS, formatEventDate, formatEventWhen } from '../core/event-format';
import { formatText } from '../../../shared/i18n/catalogue';
import { useLang } from '../../../shared/i18n/text-context';
import { OfficerText } from '../../../shared/i18n/OfficerText';
import { Icon } from '../../../shared/ui/Icon';
import { useEventsText } from '../events-text-context';
import { Modal } from '../../../shared/ui/Modal';
import { eventPath } from '../core/event-path';
import { formButton } from './in-place-submit';

export type CalendarEvent = Pick<EventView, 'id' | 'title' | 'title_es' | 'startDt' | 'endDt' | 'grade_list'>;

interface DayEventsDialogProps {
  /** The day shown, `yyyy-MM-dd`; null keeps the dialog closed. */
  day: string | null;
  /** The id of its heading, which names it. */
  titleId: string;
  events: readonly CalendarEvent[];
  onClose: () => void;
  /** Opens one of the day's events (the event popup, or the editor in the Events Manager). */
  onOpen: (id: string) => void;
  /** A page drawn on request drew it open (the public calendar's `?day=`, docs/decisions/079). */
  drawn?: boolean;
  /**
   * Its buttons are a GET form's, which work without scripts (the public calendar's, docs/decisions/079):
   * Close asks `action` for the month, an event its own address.
   */
  sends?: { action: string; month: string };
}

/** A calendar day's events (docs/decisions/029): what a tap on a day opens; each event opens in turn. */
export function DayEventsDialog({ day, titleId, events, onClose, onOpen, drawn = false, sends }: DayEventsDialogProps) {
  const { grades } = useGrades();
  const t = useEventsText().day;
  const lang = useLang();
  const heading = day ? formatEventDate(day, EVENT_DATE_FORMATS.dayName, lang) : '';
  const press = (act: () => void, formAction?: string) =>
    formButton(sends !== undefined, act, { field: sends && { name: 'month', value: sends.month }, formAction });
  const Body = sends ? 'form' : 'div';
  return (
    <Modal open={day !== null} onClose={onClose} labelledBy={titleId} className="day-events" drawn={drawn}>
      <Body className="day-events__form" {...(sends ? { method: 'get', action: sends.action } : {})}>
        <button className="icon-button modal__close" {...press(onClose)}>
          <Icon name="close" />
          <span className="visually-hidden">{t.close}</span>
        </button>
        <h2 id={titleId}>{heading}</h2>
        {events.length === 0 ? (
          <p className="day-events__empty">{t.empty}</p>
        ) : (
          <ul className="day-events__list" role="list" aria-label={formatText(t.label, { day: heading })}>
            {events.map((event) => (
              <li key={event.id}>
                <button className="day-events__event" {...press(() => onOpen(event.id), eventPath(event.id, lang))}>
                  <span className="event-dot" {...colorProps(eventDotColor(event.grade_list, grades))} aria-hidden="true" />
                  <span className="day-events__text">
                    <span className="day-events__title">
                      <OfficerText en={event.title} es={event.title_es} />
                    </span>
                    <span className="day-events__when">{formatEventWhen(event, lang)}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Body>
    </Modal>
  );
}
