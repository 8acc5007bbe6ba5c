import { formatText } from '../../../shared/i18n/catalogue';
import { useEventsText } from '../events-text-context';
import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { $sessionUser } from '../../../shared/session-store';
import type { Photo } from '../../photos';
import { THUMBNAIL_STEP_PX, thumbnailSlots } from './thumbnail-slots';
import { Icon } from '../../../shared/ui/Icon';
import { SliderArrows } from '../../../shared/ui/SliderArrows';
import { useSlider } from '../../../shared/ui/use-slider';
import './thumbnails.css';

/** Where an admin adds an event's photos: the Events Tool's editor (docs/decisions/015). */
const ADD_PHOTOS_HREF = '/access/events';

const thumbnailStep = () => THUMBNAIL_STEP_PX;

interface ThumbnailCarouselProps {
  eventTitle: string;
  photos: Photo[];
  selected: number;
  onSelect: (index: number) => void;
}

/**
 * The popup's thumbnails (SPEC, Event popup): a slot per photo, padded to at least 5; arrows scroll
 * 272 px and are disabled at the ends. An is_admin user sees the empty slots as a way to add photos.
 */
export function ThumbnailCarousel({ eventTitle, photos, selected, onSelect }: ThumbnailCarouselProps) {
  const t = useEventsText().popup;
  const track = useRef<HTMLUListElement>(null);
  const slider = useSlider(track, thumbnailStep);
  const isAdmin = useStore($sessionUser)?.is_admin === true;
  const slots = thumbnailSlots(photos);
  const firstEmpty = photos.length;

  return (
    <div className="thumbnails">
      {/* Focusable, so keyboard users can scroll it too (a scrollable region needs a way in). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above */}
      <ul ref={track} className="thumbnails__track" role="list" aria-label={formatText(t.photosOf, { title: eventTitle })} tabIndex={0}>
        {slots.map((slot) =>
          slot.kind === 'photo' ? (
            <li key={slot.photo._id} className="thumbnails__slot">
              <button
                type="button"
                className="thumbnails__button"
                aria-pressed={slot.index === selected}
                onClick={() => onSelect(slot.index)}
              >
                {/* Names the button: which photo of the set it shows. */}
                <img
                  src={slot.photo.src}
                  alt={formatText(t.showPhoto, { number: slot.index + 1, count: photos.length })}
                  width={128}
                  height={84}
                  loading="lazy"
                />
              </button>
            </li>
          ) : isAdmin ? (
            <li key={`empty-${slot.index}`} className="thumbnails__slot thumbnails__slot--admin">
              {/* One link is enough to reach the tool; the other admin slots repeat it only to the eye. */}
              {slot.index === firstEmpty ? (
                <a className="thumbnails__add" href={ADD_PHOTOS_HREF}>
                  <Icon name="add" />
                  <span>{t.addPhotos}</span>
                </a>
              ) : (
                <span className="thumbnails__add" aria-hidden="true">
                  <Icon name="add" />
                </span>
              )}
            </li>
          ) : (
            <li key={`empty-${slot.index}`} className="thumbnails__slot thumbnails__slot--empty" aria-hidden="true">
              <Icon name="event" />
            </li>
          ),
        )}
      </ul>
      <SliderArrows label={t.photos} canPrev={slider.canPrev} canNext={slider.canNext} onPrev={slider.prev} onNext={slider.next} />
    </div>
  );
}
