import type { GradeEventCard as GradeEventCardData } from '../api/events-api';
import { isSchoolWide } from '../core/event';
import { SCHOOL_WIDE_LABEL } from '../popup/event-details';
import { EVENT_DATE_FORMATS, formatEventDate } from '../core/event-format';
import { gradeEventTag, PREVIOUS_EVENT } from '../core/event-time';
import { DEFAULT_EVENT_IMAGE } from '../core/default-event-image';

/**
 * One event on a grade page (SPEC, Grade detail): cover or default image, the Previous/Upcoming tag, title,
 * date and time, and a ribbon in the grade's colour (--grade-color, set by the page). A school-wide event
 * says so and hangs the legend's white ribbon (docs/decisions/029). Opens the popup.
 */
interface GradeEventCardProps {
  event: GradeEventCardData;
  /** The time its tag is told by: the server's while the page hydrates, the browser's after. */
  now: Date;
  /** The first card's photo is the page's largest paint: fetched first, not lazily. */
  first?: boolean;
  onOpen: () => void;
}

export function GradeEventCard({ event, now, first = false, onOpen }: GradeEventCardProps) {
  const tag = gradeEventTag(event, now);
  const schoolWide = isSchoolWide(event);
  return (
    <button type="button" className={`grade-event-card${schoolWide ? ' grade-event-card--school-wide' : ''}`} onClick={onOpen}>
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
          <span className={`grade-event-card__tag${tag === PREVIOUS_EVENT ? ' grade-event-card__tag--previous' : ''}`}>{tag}</span>
          {schoolWide && <span className="grade-event-card__scope">{SCHOOL_WIDE_LABEL}</span>}
        </span>
        <span className="grade-event-card__title">{event.title}</span>
        <span className="grade-event-card__when">
          <time dateTime={event.startDt}>
            {formatEventDate(event.startDt, EVENT_DATE_FORMATS.date)} {formatEventDate(event.startDt, EVENT_DATE_FORMATS.time)}
          </time>
        </span>
      </span>
    </button>
  );
}
