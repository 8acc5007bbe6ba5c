import { useState } from 'react';
import type { EventView } from '../core/event';
import { CALENDAR_PAGE_SIZE } from './month-grid';
import { colorProps, eventDotColor } from '../core/event-colors';
import { EVENT_DATE_FORMATS, formatEventDate, formatEventWhen } from '../core/event-format';
import { isPastOnCalendar, schoolToday } from '../core/event-time';
import { pagesFromToday } from '../core/today-pages';
import { useGrades } from '../../formations/ui';
import { usePageMinute } from '../../../shared/query';
import { useLang } from '../../../shared/i18n/text-context';
import { pathIn } from '../../../shared/i18n/lang';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { useEventsText } from '../events-text-context';
import { OfficerText } from '../../../shared/i18n/OfficerText';
import { IslandLoading } from '../../../shared/ui/IslandLoading';
import { useHydrated } from '../../../shared/ui/use-hydrated';
import { ListPager } from './ListPager';
import { eventPath } from '../core/event-path';
import { inPlaceSubmit } from './in-place-submit';
import { useVolunteersWanted } from '../../signups';
import { VolunteersWantedTag } from '../../signups/ui';

interface MonthEventListProps {
  /** The month shown (yyyy-MM): an event's own address opens on it. */
  month: string;
  events: readonly EventView[];
  /** The month's events are not in yet: a labelled placeholder shows. */
  loading: boolean;
  onOpen: (id: string) => void;
  /** The page the address named (?page=N, sent by the pager's form without scripts), rather than today's. */
  openingPage?: number;
}

/**
 * The month's events, 5 a page (SPEC, Events calendar), opening on the page that starts with the first event
 * from today, the earlier ones a page back (docs/decisions/054). The caller gives it a new key on every
 * reload, which brings the list back to that page (SPEC section 4: page 1 of a past or future month). Drawn
 * by the server, its pager's buttons send a form for their page (?page=N), and an event's button one to the
 * event's own address with the month shown (drawn with its popup open): what they do without JavaScript, or
 * from the keyboard before the island runs; a pointer waits for the island (docs/decisions/078).
 */
export function MonthEventList({ month, events, loading, onOpen, openingPage }: MonthEventListProps) {
  const [chosenPage, setPage] = useState<number | null>(openingPage ?? null);
  const { grades } = useGrades();
  const t = useEventsText().list;
  const lang = useLang();
  const dataLang = lang === 'es' ? 'en' : undefined;
  const volunteersWanted = useVolunteersWanted();
  const now = new Date(usePageMinute());
  const { pages, opening } = pagesFromToday(events, CALENDAR_PAGE_SIZE, schoolToday(now));
  const page = Math.min(chosenPage ?? opening, pages.length);
  const waiting = !useHydrated();
  if (loading) {
    return (
      <IslandLoading label={t.loading} className="month-events-loading">
        {Array.from({ length: 3 }, (_, index) => (
          <span key={index} className="skeleton month-events-loading__item" />
        ))}
      </IslandLoading>
    );
  }
  if (events.length === 0) {
    return (
      <EmptyState>
        <p>{t.empty}</p>
        <p>{t.emptyHint}</p>
      </EmptyState>
    );
  }
  return (
    <section className="month-events" aria-label={t.label}>
      <ol className="month-events__list" role="list">
        {(pages[page - 1] ?? []).map((event) => {
          const past = isPastOnCalendar(event, now);
          return (
            <li key={event.id} className={past ? 'month-events__item month-events__item--past' : 'month-events__item'}>
              <span className="event-dot" {...colorProps(eventDotColor(event.grade_list, grades))} aria-hidden="true" />
              <span className="month-events__date" aria-hidden="true">
                {formatEventDate(event.startDt, EVENT_DATE_FORMATS.dayMonth, lang)}
              </span>
              <div className="month-events__body">
                <form method="get" action={eventPath(event.id, lang)} className="month-events__form">
                  <input type="hidden" name="month" value={month} />
                  <button className="month-events__open" data-waiting={waiting ? '' : undefined} {...inPlaceSubmit(() => onOpen(event.id))}>
                    <OfficerText en={event.title} es={event.title_es} />
                  </button>
                </form>
                <span className="month-events__when">
                  {formatEventWhen(event, lang)}
                  {past && <span className="past-tag">{t.past}</span>}
                  {!past && volunteersWanted.has(event.id) && <VolunteersWantedTag />}
                </span>
                {event.location && (
                  <span className="month-events__where" lang={dataLang}>
                    {event.location}
                  </span>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <ListPager
        label={t.pagerWhat}
        page={page}
        pages={pages.length}
        onPage={setPage}
        waiting={waiting}
        form={{ action: pathIn(lang, '/events'), month }}
      />
    </section>
  );
}
