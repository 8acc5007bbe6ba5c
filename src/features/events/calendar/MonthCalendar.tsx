import { useEffect, useRef, useState } from 'react';
import { formButton } from './in-place-submit';
import { useGrades } from '../../formations/ui';
import { type EventView, monthOf } from '../core/event';
import { eventsByDay, monthDay, monthWeeks, neighbourMonths } from './month-grid';
import { colorProps, eventDotColor } from '../core/event-colors';
import { EVENT_DATE_FORMATS, formatEventDate, formatEventWhen, formatMonth, type EventDateFormat } from '../core/event-format';
import { schoolToday } from '../core/event-time';
import { usePageMinute } from '../../../shared/query';
import { formatText } from '../../../shared/i18n/catalogue';
import { formatIn } from '../../../shared/i18n/dates';
import { useLang } from '../../../shared/i18n/text-context';
import type { Lang } from '../../../shared/i18n/lang';
import { Icon } from '../../../shared/ui/Icon';
import type { EventsText } from '../events-text';
import { useEventsText } from '../events-text-context';
import { OfficerText } from '../../../shared/i18n/OfficerText';
import { eventTitleIn } from '../core/event-texts';
import { eventPath } from '../core/event-path';
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
  /**
   * The page the arrows ask for `?month=` before the island runs, or without scripts (the public calendar's,
   * docs/decisions/074); without it they wait for the island.
   */
  monthAction?: string;
  /** The day whose events the address opens (?day=yyyy-MM-dd, a day's button without scripts), drawn open. */
  openingDay?: string;
}

/** Where a day's list stands in a page drawn with it open: the day's button sends its form there. */
const DAY_EVENTS_ID = 'day-events-title';

const eventCount = (count: number, t: EventsText['calendar']) =>
  count === 0 ? t.noEvents : count === 1 ? t.oneEvent : formatText(t.manyEvents, { count });

/** A week's days from Sunday, each as a name and its three-letter abbreviation, as date-fns writes them in `lang`. */
const weekdaysIn = (lang: Lang) =>
  Array.from({ length: 7 }, (_, index) => {
    // 2023-01-01 was a Sunday.
    const day = new Date(2023, 0, 1 + index);
    return { name: formatIn(lang, day, 'EEEE'), short: formatIn(lang, day, 'EEE') };
  });

/**
 * The month grid (SPEC, Events calendar): arrows to the neighbouring months, the 'MMMM yyyy' header, a
 * 7-day header and a coloured dot per event on every day it covers; a dot opens the event. Each day is a
 * button too (at least 44 px square on a phone, where the dots are too small to aim at) that lists the
 * day's events; today is marked (docs/decisions/029), by the page's time (usePageMinute). Drawn by the
 * server (docs/decisions/045, 060). In a calendar given `monthAction` every button is a GET form's that works
 * without scripts (docs/decisions/079): the arrows ask that page for the month, a day for the page with the
 * day's list open (?day=), a dot for the event's own address; once the island runs they act in place. In the
 * Events Manager they wait for the island.
 */
export function MonthCalendar({
  month,
  events,
  onMonth,
  onOpen,
  arrowFormat = EVENT_DATE_FORMATS.monthLabel,
  busy = false,
  monthAction,
  openingDay,
}: MonthCalendarProps) {
  const { grades } = useGrades();
  const t = useEventsText().calendar;
  const lang = useLang();
  const [openDay, setOpenDay] = useState<string | null>(openingDay ?? null);
  const { previous, next } = neighbourMonths(month);
  const byDay = eventsByDay(events, month);
  const header = formatMonth(month, EVENT_DATE_FORMATS.calendarHeader, lang);
  const headingId = `calendar-${month}`;
  const today = schoolToday(new Date(usePageMinute()));
  const todayInMonth = monthOf(today) === month ? Number(today.slice(8)) : null;
  const openDayEvents = openDay ? (byDay.get(Number(openDay.slice(8))) ?? []) : [];
  // A day's list the page was drawn with was opened by no button of this page: closing it focuses its day's.
  const section = useRef<HTMLElement>(null);
  const drawnDay = useRef(openingDay);
  useEffect(() => {
    if (openDay !== null || drawnDay.current === undefined) return;
    section.current?.querySelector<HTMLButtonElement>(`button[name="day"][value="${drawnDay.current}"]`)?.focus();
    drawnDay.current = undefined;
  }, [openDay]);
  const waiting = !useHydrated();
  // A button of a calendar with an address of its own is a GET form's: it works before the island, and after
  // it in place. The day's and the dots' wait for an island that runs after the load (a day's list drawn open,
  // docs/decisions/080); the arrows, pressed before it, ask for the month (docs/decisions/074).
  const sends = monthAction !== undefined;
  const press = (act: () => void, options: { field?: { name: string; value: string }; formAction?: string } = {}) =>
    formButton(sends, act, { ...options, waiting });
  const arrow = (target: string) =>
    formButton(sends, () => onMonth(target), { field: { name: 'month', value: target }, waiting: !sends && waiting });
  const Bar = monthAction === undefined ? 'div' : 'form';
  const Grid = monthAction === undefined ? 'div' : 'form';
  const gridForm = monthAction === undefined ? {} : { method: 'get', action: `${monthAction}#${DAY_EVENTS_ID}` };

  return (
    <section ref={section} className="month-calendar" aria-labelledby={headingId} aria-busy={busy}>
      <Bar className="month-calendar__bar" {...(monthAction === undefined ? {} : { method: 'get', action: monthAction })}>
        <button className="month-calendar__arrow" {...arrow(previous)}>
          <Icon name="chevron_left" />
          <span>{formatMonth(previous, arrowFormat, lang)}</span>
          <span className="visually-hidden">{t.previousMonth}</span>
        </button>
        <h2 id={headingId} aria-live="polite">
          {header}
        </h2>
        <button className="month-calendar__arrow" {...arrow(next)}>
          <span className="visually-hidden">{t.nextMonth}</span>
          <span>{formatMonth(next, arrowFormat, lang)}</span>
          <Icon name="chevron_right" />
        </button>
      </Bar>
      <Grid className="month-calendar__form" {...gridForm}>
        {/* The month goes with a day's button, which names the day, and with a dot, to the event's address. */}
        {monthAction !== undefined && <input type="hidden" name="month" value={month} />}
        <table className="month-calendar__grid">
          <caption className="visually-hidden">{formatText(t.caption, { month: header })}</caption>
          <thead>
            <tr>
              {weekdaysIn(lang).map((weekday) => (
                <th key={weekday.name} scope="col">
                  <span aria-hidden="true">{weekday.short}</span>
                  <span className="visually-hidden">{weekday.name}</span>
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
                        className="month-calendar__day-button"
                        {...press(() => setOpenDay(date), { field: { name: 'day', value: date } })}
                        aria-current={isToday ? 'date' : undefined}
                        aria-haspopup="dialog"
                      >
                        <span className="month-calendar__date" aria-hidden="true">
                          {day}
                        </span>
                        <span className="visually-hidden">
                          {formatEventDate(date, EVENT_DATE_FORMATS.dayName, lang)}
                          {isToday && t.today}: {eventCount(dayEvents.length, t)}
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
                            className="event-dot"
                            {...colorProps(eventDotColor(event.grade_list, grades))}
                            title={eventTitleIn(event, lang).text}
                            {...press(() => onOpen(event.id), { formAction: eventPath(event.id, lang) })}
                          >
                            <span className="visually-hidden">
                              <OfficerText en={event.title} es={event.title_es} />, {formatEventWhen(event, lang)}
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
      </Grid>
      <DayEventsDialog
        day={openDay}
        titleId={DAY_EVENTS_ID}
        drawn={openingDay !== undefined}
        sends={monthAction === undefined ? undefined : { action: monthAction, month }}
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
