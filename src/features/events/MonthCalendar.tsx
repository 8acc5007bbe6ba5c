import { useGrades } from '../formations/ui';
import type { EventView } from './event';
import { eventsByDay, monthWeeks, neighbourMonths, WEEKDAYS } from './event-calendar';
import { eventDotColor } from './event-colors';
import { EVENT_DATE_FORMATS, formatEventWhen, formatMonth, type EventDateFormat } from './event-format';
import { Icon } from '../../shared/ui/Icon';
import './event-calendar.css';

type CalendarEvent = Pick<EventView, 'id' | 'title' | 'startDt' | 'endDt' | 'grade_list'>;

interface MonthCalendarProps {
  /** `yyyy-MM` */
  month: string;
  events: readonly CalendarEvent[];
  onMonth: (month: string) => void;
  onOpen: (id: string) => void;
  /** How the arrows name the neighbouring months: 'Mar. 2025' on the public calendar, 'March' in the Events Manager. */
  arrowFormat?: EventDateFormat;
  busy?: boolean;
}

/**
 * The month grid (SPEC, Events calendar): arrows to the neighbouring months, the 'MMMM yyyy' header, a
 * 7-day header and a coloured dot per event on every day it covers; a dot opens the event.
 */
export function MonthCalendar({
  month,
  events,
  onMonth,
  onOpen,
  arrowFormat = EVENT_DATE_FORMATS.monthLabel,
  busy = false,
}: MonthCalendarProps) {
  const { grades } = useGrades();
  const { previous, next } = neighbourMonths(month);
  const byDay = eventsByDay(events, month);
  const header = formatMonth(month, EVENT_DATE_FORMATS.calendarHeader);
  const headingId = `calendar-${month}`;

  return (
    <section className="month-calendar" aria-labelledby={headingId} aria-busy={busy}>
      <div className="month-calendar__bar">
        <button type="button" className="month-calendar__arrow" onClick={() => onMonth(previous)}>
          <Icon name="chevron_left" />
          <span>{formatMonth(previous, arrowFormat)}</span>
          <span className="visually-hidden">: previous month</span>
        </button>
        <h2 id={headingId} aria-live="polite">
          {header}
        </h2>
        <button type="button" className="month-calendar__arrow" onClick={() => onMonth(next)}>
          <span className="visually-hidden">Next month: </span>
          <span>{formatMonth(next, arrowFormat)}</span>
          <Icon name="chevron_right" />
        </button>
      </div>
      <table className="month-calendar__grid">
        <caption className="visually-hidden">Events of {header}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday} scope="col">
                <span aria-hidden="true">{weekday.slice(0, 3)}</span>
                <span className="visually-hidden">{weekday}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, index) => (
            <tr key={index}>
              {week.map((day, weekday) =>
                day === null ? (
                  <td key={weekday} className="month-calendar__day month-calendar__day--outside" />
                ) : (
                  <td key={weekday} className="month-calendar__day">
                    <span className="month-calendar__date">{day}</span>
                    <span className="month-calendar__dots">
                      {(byDay.get(day) ?? []).map((event) => (
                        <button
                          key={event.id}
                          type="button"
                          className="event-dot"
                          style={{ backgroundColor: eventDotColor(event.grade_list, grades) }}
                          title={event.title}
                          onClick={() => onOpen(event.id)}
                        >
                          <span className="visually-hidden">
                            {event.title}, {formatEventWhen(event)}
                          </span>
                        </button>
                      ))}
                    </span>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
