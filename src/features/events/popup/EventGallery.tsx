import { useEffect, useRef, useState } from 'react';
import { useGrades } from '../../formations/ui';
import type { EventView } from '../core/event';
import { canGiveFeedback, wallTimeMoment } from '../core/event-time';
import { colorProps } from '../core/event-colors';
import { eventGradePills } from './event-details';
import type { Photo } from '../../photos';
import { usePageMinute, usePageOrigin } from '../../../shared/query';
import { Icon } from '../../../shared/ui/Icon';
import { CopyLinkButton } from '../../../shared/ui/CopyLinkButton';
import { LinkPills } from '../../../shared/ui/LinkPills';
import { AddToCalendar } from '../feeds/AddToCalendar';
import { eventPageUrl } from '../feeds/calendar-links';
import { DEFAULT_EVENT_IMAGE } from '../core/default-event-image';
import { EventDescription } from './EventDescription';
import { EventWhenText } from './EventWhenText';
import { formatText } from '../../../shared/i18n/catalogue';
import { useLang } from '../../../shared/i18n/text-context';
import { langAttributeOf, officerText } from '../../../shared/i18n/officer-text';
import { eventDescriptionIn, eventTitleIn } from '../core/event-texts';
import { useEventsText } from '../events-text-context';
import { useRuleWords } from '../recurrence/lazy-rule-words';
import { loadFeedbackView } from '../feedback/lazy-feedback';
import { FEEDBACK_VIEW, VIEW_QUERY } from '../feedback/posted-feedback';
import { ThumbnailCarousel } from './ThumbnailCarousel';
import { VolunteerSheet } from '../../signups/ui';

interface EventGalleryProps {
  event: EventView;
  photos: Photo[];
  /** Focus the 'Feedback' button on mount: the visitor just came back from the feedback view. */
  focusFeedback: boolean;
  onFeedback: () => void;
}

const preloadFeedback = () => void loadFeedbackView();

/** The gallery view (SPEC, Event popup): large image, thumbnails, then what, where, who, when and links. */
export function EventGallery({ event, photos, focusFeedback, onFeedback }: EventGalleryProps) {
  const { grades } = useGrades();
  const text = useEventsText();
  const t = text.popup;
  const lang = useLang();
  // The officers' title and description are in Spanish where they wrote one (docs/decisions/070); the place
  // and the grades' names without their Spanish version (docs/decisions/093) are English on a Spanish page.
  const dataLang = lang === 'es' ? 'en' : undefined;
  const title = eventTitleIn(event, lang);
  const [selected, setSelected] = useState(0);
  const feedbackButton = useRef<HTMLButtonElement>(null);
  const origin = usePageOrigin();
  const feedbackOpen = canGiveFeedback(event, new Date(usePageMinute()));

  // The button is drawn once the browser's time is read (usePageMinute starts from the page's): focus it then.
  useEffect(() => {
    if (focusFeedback) feedbackButton.current?.focus();
  }, [focusFeedback, feedbackOpen]);

  const repeats = useRuleWords(event, text.rule, lang);
  const photo = photos[selected];
  const largeSrc = photo?.src ?? event.default_image ?? DEFAULT_EVENT_IMAGE;
  const largeAlt = photo ? formatText(t.photoAlt, { title: title.text, number: selected + 1, count: photos.length }) : '';

  return (
    <div className="event-gallery">
      <div className="event-gallery__media">
        <img className="event-gallery__large" src={largeSrc} alt={largeAlt} width={800} height={450} fetchPriority="high" />
        <ThumbnailCarousel eventTitle={title.text} photos={photos} selected={selected} onSelect={setSelected} />
      </div>
      <div className="event-gallery__details">
        <h2 id="event-popup-title" lang={langAttributeOf(lang, title)}>
          {title.text}
        </h2>
        <ul className="event-grade-pills" role="list" aria-label={t.grades}>
          {eventGradePills(event.grade_list, grades, t.schoolWide).map((pill) => {
            const shown = pill.fixed ? null : officerText(pill.label, pill.label_es, lang);
            return (
              <li key={pill.label} className="event-grade-pill" lang={shown ? langAttributeOf(lang, shown) : undefined}>
                <span className="event-grade-pill__dot" {...colorProps(pill.color)} aria-hidden="true" />
                {shown ? shown.text : pill.label}
              </li>
            );
          })}
        </ul>
        <dl className="event-facts">
          <div>
            <dt>{t.when}</dt>
            <dd>
              <EventWhenText event={event} />
            </dd>
          </div>
          {repeats && (
            <div>
              <dt>{t.repeats}</dt>
              <dd data-repeats="">{repeats}</dd>
            </div>
          )}
          {event.location && (
            <div>
              <dt>{t.where}</dt>
              <dd lang={dataLang}>{event.location}</dd>
            </div>
          )}
        </dl>
        {eventDescriptionIn(event, lang).text && <EventDescription event={event} />}
        <LinkPills links={event.event_links} className="event-gallery__links" />
        <CopyLinkButton url={eventPageUrl(origin, event.id, lang)} what={t.copyWhat} />
        <AddToCalendar event={event} />
        {feedbackOpen && (
          // Without scripts it asks the event's page for its feedback view (docs/decisions/075).
          <form method="get" className="event-gallery__feedback-form">
            <button
              ref={feedbackButton}
              type="submit"
              name={VIEW_QUERY}
              value={FEEDBACK_VIEW}
              className="button event-gallery__feedback"
              onClick={(click) => {
                click.preventDefault();
                onFeedback();
              }}
              onPointerEnter={preloadFeedback}
              onTouchStart={preloadFeedback}
              onFocus={preloadFeedback}
            >
              <Icon name="edit" size={20} />
              {t.feedback}
            </button>
          </form>
        )}
        {/* Last: it appears once its sheet is read (most events have none), and so moves nothing else. */}
        <VolunteerSheet eventId={event.id} startsAt={wallTimeMoment(event.startDt)} />
      </div>
    </div>
  );
}
