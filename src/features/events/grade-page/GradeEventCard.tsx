import type { GradeEventCard as GradeEventCardData } from '../api/events-api';
import { isSchoolWide, monthOf } from '../core/event';
import { useLang } from '../../../shared/i18n/text-context';
import { langAttributeOf } from '../../../shared/i18n/officer-text';
import { eventTitleIn } from '../core/event-texts';
import { useEventsText } from '../events-text-context';
import { EVENT_DATE_FORMATS, formatEventDate } from '../core/event-format';
import { gradeEventTag, PREVIOUS_EVENT } from '../core/event-time';
import { DEFAULT_EVENT_IMAGE } from '../core/default-event-image';
import { VolunteersWantedTag } from '../../signups/ui';
import { eventPath } from '../core/event-path';
import { inPlaceSubmit } from '../calendar/in-place-submit';

/**
 * One event on a grade page (SPEC, Grade detail): cover or default image, the Previous/Upcoming tag, title,
 * date and time, and a ribbon in the grade's colour (--grade-color, set by the page). A school-wide event
 * says so and hangs the legend's white ribbon (docs/decisions/029). Opens the popup; until the island runs, or
 * without scripts, the event's own page (a tap is never lost).
 */
interface GradeEventCardProps {
  event: GradeEventCardData;
  /** The time its tag is told by: the server's while the page hydrates, the browser's after. */
  now: Date;
  /** The first card's photo is the page's largest paint: fetched first, not lazily. */
  first?: boolean;
  /** Its sign-up sheet still has a place (docs/decisions/066). */
  volunteersWanted?: boolean;
  onOpen: () => void;
}

export function GradeEventCard({ event, now, first = false, volunteersWanted = false, onOpen }: GradeEventCardProps) {
  const t = useEventsText().grade;
  const lang = useLang();
  const tag = gradeEventTag(event, now);
  const schoolWide = isSchoolWide(event);
  const title = eventTitleIn(event, lang);
  return (
    <form method="get" action={eventPath(event.id, lang)} className="grade-event-card__form">
      <input type="hidden" name="month" value={monthOf(event.startDt)} />
      <button className={`grade-event-card${schoolWide ? ' grade-event-card--school-wide' : ''}`} {...inPlaceSubmit(onOpen)}>
        <span className="grade-event-card__ribbon" aria-hidden="true" />
        <img
          className="grade-event-card__image"
          src={event.images[0] ?? DEFAULT_EVENT_IMAGE}
          alt=""
          width={320}
          height={180}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
        />
        <span className="grade-event-card__body">
          <span className="grade-event-card__tags">
            <span className={`grade-event-card__tag${tag === PREVIOUS_EVENT ? ' grade-event-card__tag--previous' : ''}`}>
              {tag === PREVIOUS_EVENT ? t.previousEvent : t.upcomingEvent}
            </span>
            {schoolWide && <span className="grade-event-card__scope">{t.schoolWide}</span>}
            {volunteersWanted && tag !== PREVIOUS_EVENT && <VolunteersWantedTag />}
          </span>
          <span className="grade-event-card__title" lang={langAttributeOf(lang, title)}>
            {title.text}
          </span>
          <span className="grade-event-card__when">
            <time dateTime={event.startDt}>
              {formatEventDate(event.startDt, EVENT_DATE_FORMATS.date, lang)}
              {lang === 'en' ? ' ' : ', '}
              {formatEventDate(event.startDt, EVENT_DATE_FORMATS.time, lang)}
            </time>
          </span>
        </span>
      </button>
    </form>
  );
}
