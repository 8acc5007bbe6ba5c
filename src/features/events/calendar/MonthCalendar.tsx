import { useState } from 'react';
import { useGrades } from '../../formations/ui';
import { type EventView, monthOf } from '../core/event';
import { eventsByDay, monthDay, monthWeeks, neighbourMonths, WEEKDAYS } from './month-grid';
import { colorProps, eventDotColor } from '../core/event-colors';
import { EVENT_DATE_FORMATS, formatEventDate, formatEventWhen, formatMonth, type EventDateFormat } from '../core/event-format';
import { schoolToday } from '../core/event-time';
import { usePageMinute } from '../../../shared/query';
import { Icon } from '../../../shared/ui/Icon';
import { useHydrated } from '../../../shared/ui/use-hydrated';
import { DayEventsDialog, type CalendarEvent } from './DayEventsDialog';
import './event-calendar.css';

interface MonthCalendarProps {
  /** `yyyy-MM` */
  month: string;
  events: readonly Pick<EventView, keyof CalendarEvent>[];
  onMonth: (month: string) => void;
  onOpen: (id: string) => void;
  /** How the arrows name the neighbouring months: 'Mar. 2025' on the public calendar, 'March' in the Events Manager. */
  arrowFormat?: EventDateFormat;
  busy?: boolean;
}

const eventCount = (count: number) => (count === 0 ? 'no events' : count === 1 ? '1 event' : `${count} events`);

/**
 * The month grid (SPEC, Events calendar): arrows to the neighbouring months, the 'MMMM yyyy' header, a
 * 7-day header and a coloured dot per event on every day it covers; a dot opens the event. Each day is a
 * button too (at least 44 px square on a phone, where the dots are too small to aim at) that lists the
 * day's events; today is marked (docs/decisions/029), by the page's time (usePageMinute). Drawn by the
 * server (docs/decisions/045, 060), its buttons wait for the island: a click before it hydrates would be lost,
 * and without JavaScript they do nothing.
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
  const [openDay, setOpenDay] = useState<string | null>(null);
  const { previous, next } = neighbourMonths(month);
  const byDay = eventsByDay(events, month);
  const header = formatMonth(month, EVENT_DATE_FORMATS.calendarHeader);
  const headingId = `calendar-${month}`;
  const today = schoolToday(new Date(usePageMinute()));
  const todayInMonth = monthOf(today) === month ? Number(today.slice(8)) : null;
  const openDayEvents = openDay ? (byDay.get(Number(openDay.slice(8))) ?? []) : [];
  const waiting = !useHydrated();

  return (
    <section className="month-calendar" aria-labelledby={headingId} aria-busy={busy}>
      <div className="month-calendar__bar">
        <button type="button" className="month-calendar__arrow" disabled={waiting} onClick={() => onMonth(previous)}>
          <Icon name="chevron_left" />
          <span>{formatMonth(previous, arrowFormat)}</span>
          <span className="visually-hidden">: previous month</span>
        </button>
        <h2 id={headingId} aria-live="polite">
          {header}
        </h2>
        <button type="button" className="month-calendar__arrow" disabled={waiting} onClick={() => onMonth(next)}>
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
              {week.map((day, weekday) => {
                if (day === null) return <td key={weekday} className="month-calendar__day month-calendar__day--outside" />;
                const dayEvents = byDay.get(day) ?? [];
                const isToday = day === todayInMonth;
                const date = monthDay(month, day);
                return (
                  <td key={weekday} className={isToday ? 'month-calendar__day month-calendar__day--today' : 'month-calendar__day'}>
                    <button
                      type="button"
                      className="month-calendar__day-button"
                      disabled={waiting}
                      aria-current={isToday ? 'date' : undefined}
                      aria-haspopup="dialog"
                      onClick={() => setOpenDay(date)}
                    >
                      <span className="month-calendar__date" aria-hidden="true">
                        {day}
                      </span>
                      <span className="visually-hidden">
                        {formatEventDate(date, EVENT_DATE_FORMATS.dayName)}
                        {isToday && ', today'}: {eventCount(dayEvents.length)}
                      </span>
                      {/* On a phone the day is the target; its dots only show what is on. */}
                      <span className="month-calendar__marks" aria-hidden="true">
                        {dayEvents.map((event) => (
                          <span key={event.id} className="event-dot" {...colorProps(eventDotColor(event.grade_list, grades))} />
                        ))}
                      </span>
                    </button>
                    <span className="month-calendar__dots">
                      {dayEvents.map((event) => (
                        <button
                          key={event.id}
                          type="button"
                          className="event-dot"
                          {...colorProps(eventDotColor(event.grade_list, grades))}
                          title={event.title}
                          disabled={waiting}
                          onClick={() => onOpen(event.id)}
                        >
                          <span className="visually-hidden">
                            {event.title}, {formatEventWhen(event)}
                          </span>
                        </button>
                      ))}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <DayEventsDialog
        day={openDay}
        events={openDayEvents}
        onClose={() => setOpenDay(null)}
        onOpen={(id) => {
          setOpenDay(null);
          onOpen(id);
        }}
      />
    </section>
  );
}
