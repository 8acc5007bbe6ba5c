import { useState } from 'react';
import { type ServedHome, useHomeEvents } from '../api/use-home-events';
import { schoolToday } from '../core/school-today';
import { homeEventDate } from './home-event-date';
import { pageOf } from '../../../shared/paging';
import { QueryProvider } from '../../../shared/query';
import { EventPopup } from '../popup/EventPopup';
import { IslandLoading } from '../../../shared/ui/IslandLoading';
import { SliderArrows } from '../../../shared/ui/SliderArrows';
import { useHydrated } from '../../../shared/ui/use-hydrated';
import { formatText } from '../../../shared/i18n/catalogue';
import { pathIn } from '../../../shared/i18n/lang';
import { useLang } from '../../../shared/i18n/text-context';
import { langAttributeOf } from '../../../shared/i18n/officer-text';
import { eventTitleIn } from '../core/event-texts';
import { eventPath } from '../core/event-path';
import { monthOf } from '../core/event';
import { inPlaceSubmit } from '../calendar/in-place-submit';
import { useEventsText } from '../events-text-context';
import { EventsIslandTextProviders, type EventsIslandTexts } from '../EventsIslandTexts';
import { useVolunteersWanted } from '../../signups';
import { VolunteersWantedTag } from '../../signups/ui';
import './home-events.css';

/** SPEC section 9: the home list shows 4 of the 11 upcoming events at a time. */
const HOME_EVENTS_PAGE_SIZE = 4;

/**
 * The home page's 'HSA Events' (SPEC, Home): upcoming events in pages of 4, each opening the popup. The
 * home page is drawn on request with the list it read (`served`, docs/decisions/054), so the events are in
 * its HTML; without them (a failed read) the list is read in the browser, a placeholder showing meanwhile.
 */
export default function HomeEvents({ served, ...texts }: { served?: ServedHome } & EventsIslandTexts) {
  return (
    <EventsIslandTextProviders {...texts}>
      <QueryProvider>
        <UpcomingEvents served={served} />
      </QueryProvider>
    </EventsIslandTextProviders>
  );
}

function UpcomingEvents({ served }: { served: ServedHome | undefined }) {
  // While hydrating, the day the server drew; after, the browser's own (a page the CDN kept over midnight moves on).
  const hydrated = useHydrated();
  const t = useEventsText().home;
  const lang = useLang();
  const today = hydrated ? schoolToday() : (served?.today ?? null);
  // A failed load is logged only (SPEC section 8): the list stays empty.
  const { data: events = [], isPending } = useHomeEvents(today, served);
  const volunteersWanted = useVolunteersWanted(served?.open && { eventIds: served.open, readAt: served.readAt });
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const shown = pageOf(events, page, HOME_EVENTS_PAGE_SIZE);

  return (
    <div className="home-events">
      {today === null || isPending ? (
        <IslandLoading label={t.loading} part={t.loadingPart} className="home-events-loading">
          {Array.from({ length: HOME_EVENTS_PAGE_SIZE }, (_, index) => (
            <span key={index} className="skeleton home-events-loading__item" />
          ))}
        </IslandLoading>
      ) : shown.items.length === 0 ? (
        <p className="home-events__empty">{t.empty}</p>
      ) : (
        <>
          {/* The page arrives drawn (docs/decisions/054): without JavaScript each event opens on its own page; the arrows wait. */}
          <p className="island-loading__noscript home-events__noscript">{t.noscript}</p>
          <ul className="home-events__list" role="list" aria-label={formatText(t.listLabel, { page: shown.page, count: shown.pageCount })}>
            {shown.items.map((event) => {
              const date = homeEventDate(event.startDt, t.months, lang);
              const title = eventTitleIn(event, lang);
              return (
                <li key={event.id}>
                  {/* Its event's own page until the island runs, or without scripts (a tap is never lost); then the popup. */}
                  <form method="get" action={eventPath(event.id, lang)} className="home-event__form">
                    <input type="hidden" name="month" value={monthOf(event.startDt)} />
                    <button className="home-event" {...inPlaceSubmit(() => setOpenId(event.id))}>
                      <span className="home-event__date">
                        <span className="home-event__day">{date?.day}</span>
                        <span className="home-event__month">{date?.month}</span>
                      </span>
                      <span className="home-event__text">
                        <span className="home-event__time">{date?.time}</span>
                        <span className="home-event__title" lang={langAttributeOf(lang, title)}>
                          {title.text}
                        </span>
                        {volunteersWanted.has(event.id) && <VolunteersWantedTag />}
                      </span>
                    </button>
                  </form>
                </li>
              );
            })}
          </ul>
          {shown.pageCount > 1 && (
            <SliderArrows
              label={t.sliderWhat}
              // Drawn by the server, the arrows wait for the island: a click before it hydrates would be lost.
              canPrev={hydrated && shown.hasPrevious}
              canNext={hydrated && shown.hasNext}
              onPrev={() => setPage(shown.page - 1)}
              onNext={() => setPage(shown.page + 1)}
            />
          )}
        </>
      )}
      <a className="button home-events__more" href={pathIn(lang, '/events')}>
        {t.more}
      </a>
      <EventPopup eventId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
