import { useRef, useState } from 'react';
import { useGradeMonthEvents, type ServedMonth } from '../api/use-grade-month-events';
import { gradeFeedPath } from '../feeds/calendar-links';
import { EVENT_DATE_FORMATS, formatMonth } from '../core/event-format';
import { formatText } from '../../../shared/i18n/catalogue';
import { pathIn } from '../../../shared/i18n/lang';
import { useLang } from '../../../shared/i18n/text-context';
import { officerText } from '../../../shared/i18n/officer-text';
import { useEventsText } from '../events-text-context';
import { addMonths } from '../core/event';
import { schoolToday } from '../core/event-time';
import { pagesFromToday } from '../core/today-pages';
import { useMonthInAddress } from '../calendar/month-address';
import type { Formation } from '../../formations';
import { EventPopup } from '../popup/EventPopup';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Icon } from '../../../shared/ui/Icon';
import { inPlaceSubmit } from '../calendar/in-place-submit';
import { IslandLoading } from '../../../shared/ui/IslandLoading';
import { useHydrated } from '../../../shared/ui/use-hydrated';
import { GradeEventCard } from './GradeEventCard';
import { useVolunteersWanted } from '../../signups';
import './grade-events.css';

/** SPEC section 9: the grade page shows its month's events 3 at a time. */
const GRADE_EVENTS_PAGE_SIZE = 3;
/** SPEC section 9: narrow screens are under 770 px. */
const NARROW_QUERY = '(max-width: 769.98px)';

interface GradeEventsProps {
  grade: Pick<Formation, 'slug' | 'title' | 'title_es'>;
  /** The month the page drawn on request read (docs/decisions/044): shown first, and its time tells the tags. */
  served: ServedMonth;
}

/**
 * A grade's events by month (SPEC, Grade detail): month controls, cards in pages of 3 opening on the page
 * that starts with the first event from today (docs/decisions/054), the popup. The month is kept in the
 * address as on /events (`?month=`, a history entry per month: Back returns to the month before). Its root
 * (the grade page's island) wraps it in the events', sign-ups' and forms' texts and the page's language.
 */
export function GradeEvents({ grade, served }: GradeEventsProps) {
  // While hydrating, the server's month and time, as the HTML was drawn; after, the visitor's own (a page
  // the CDN kept over a month's end moves on), unless the address names a month.
  const hydrated = useHydrated();
  const t = useEventsText().grade;
  const lang = useLang();
  const address = useMonthInAddress(served.named ? served.month : null);
  const month = address.named ?? (hydrated ? address.month : served.month);
  const now = hydrated ? new Date() : new Date(served.readAt);
  // A failed load is logged only; the list stays empty (SPEC section 8).
  const { data: events = [], isPending } = useGradeMonthEvents(grade.slug, month, served);
  const volunteersWanted = useVolunteersWanted(served.open && { eventIds: served.open, readAt: served.readAt });
  // The page picked (null: the opening page); another month (arrows, Back, Forward) opens on its own.
  const [chosenPage, setChosenPage] = useState<number | null>(null);
  const [pagedMonth, setPagedMonth] = useState(month);
  if (pagedMonth !== month) {
    setPagedMonth(month);
    setChosenPage(null);
  }
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useRef<HTMLDivElement>(null);

  const changePage = (next: number) => {
    setChosenPage(next);
    if (window.matchMedia(NARROW_QUERY).matches) {
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      list.current?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    }
  };

  const { pages, opening } = pagesFromToday(events, GRADE_EVENTS_PAGE_SIZE, schoolToday(now));
  const page = Math.min(chosenPage ?? opening, pages.length);
  const shown = { items: pages[page - 1] ?? [], page, pageCount: pages.length, hasPrevious: page > 1, hasNext: page < pages.length };
  const previousMonth = addMonths(month, -1);
  const nextMonth = addMonths(month, 1);

  return (
    <section className="grade-events" aria-labelledby="grade-events-heading">
      <h2 id="grade-events-heading">{t.heading}</h2>
      {/* Until the island runs, or without scripts, the arrows ask the page for their month (`?month=`). */}
      <form method="get" className="month-controls">
        <button
          className="month-controls__button"
          {...inPlaceSubmit(() => address.setMonth(previousMonth), { name: 'month', value: previousMonth })}
        >
          <Icon name="chevron_left" size={20} />
          <span className="visually-hidden">{t.previousMonth}</span>
          {formatMonth(previousMonth, EVENT_DATE_FORMATS.monthLabel, lang)}
        </button>
        <h3 className="month-controls__heading" aria-live="polite">
          {formatMonth(month, EVENT_DATE_FORMATS.calendarHeader, lang)}
        </h3>
        <button
          className="month-controls__button"
          {...inPlaceSubmit(() => address.setMonth(nextMonth), { name: 'month', value: nextMonth })}
        >
          <span className="visually-hidden">{t.nextMonth}</span>
          {formatMonth(nextMonth, EVENT_DATE_FORMATS.monthLabel, lang)}
          <Icon name="chevron_right" size={20} />
        </button>
      </form>
      {/* The page arrives drawn (docs/decisions/044): without JavaScript its cards and months open, its pages wait. */}
      <p className="island-loading__noscript">{t.noscript}</p>
      <div ref={list} className="grade-events__list" aria-busy={isPending}>
        {isPending ? (
          <IslandLoading label={t.loading} part={t.loadingPart} className="grade-events-loading">
            {Array.from({ length: GRADE_EVENTS_PAGE_SIZE }, (_, index) => (
              <span key={index} className="skeleton grade-events-loading__card" />
            ))}
          </IslandLoading>
        ) : shown.items.length === 0 ? (
          <EmptyState>
            <p>{t.empty}</p>
            <a href={pathIn(lang, '/events')}>{t.calendarLink}</a>
          </EmptyState>
        ) : (
          <>
            <ul className="grade-event-cards" role="list">
              {shown.items.map((event, index) => (
                <li key={event.id}>
                  <GradeEventCard
                    event={event}
                    now={now}
                    first={index === 0}
                    volunteersWanted={volunteersWanted.has(event.id)}
                    onOpen={() => setOpenId(event.id)}
                  />
                </li>
              ))}
            </ul>
            {shown.pageCount > 1 && (
              <nav className="grade-events__pager" aria-label={t.pages}>
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={!shown.hasPrevious}
                  onClick={() => changePage(shown.page - 1)}
                >
                  <Icon name="chevron_left" size={20} />
                  {t.previous}
                </button>
                <p aria-live="polite">{formatText(t.pageOf, { page: shown.page, count: shown.pageCount })}</p>
                <button type="button" className="button button--ghost" disabled={!shown.hasNext} onClick={() => changePage(shown.page + 1)}>
                  {t.next}
                  <Icon name="chevron_right" size={20} />
                </button>
              </nav>
            )}
          </>
        )}
      </div>
      <p className="grade-events__feed">
        <a href={gradeFeedPath(grade.slug, lang)}>
          <Icon name="event" size={18} />
          {formatText(t.feedLink, { grade: officerText(grade.title, grade.title_es, lang).text })}
        </a>
        {t.feedAfter}
      </p>
      <EventPopup eventId={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}
