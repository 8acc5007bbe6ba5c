import { useEffect, useState } from 'react';
import { notifyError } from '../../shared/notify';
import { usePhotos } from '../photos/ui';
import { restoreSession } from '../../shared/session-store';
import { useEvent } from './api/use-event';
import { EMPTY_FEEDBACK, type FeedbackValues } from './event-feedback';
import { EVENT_MESSAGES } from './event-messages';
import { Icon } from '../../shared/ui/Icon';
import { Modal } from '../../shared/ui/Modal';
import { Spinner } from '../../shared/ui/Spinner';
import { Toaster } from '../../shared/ui/Toaster';
import { EventFeedback } from './EventFeedback';
import { EventGallery } from './EventGallery';
import { EVENT_POPUP_TOASTS } from './event-popup-toasts';
import './event-popup.css';

export const NO_EVENT_TEXT = EVENT_MESSAGES.noEvent;

export interface EventPopupProps {
  /** The event to show; null keeps the popup closed. */
  eventId: string | null;
  onClose: () => void;
}

/**
 * The event popup (SPEC, Event popup): loads the event and its photos, then shows the gallery view or,
 * for an event that has ended, the feedback view. A failed load leaves 'No Event Information'.
 */
export function EventPopup({ eventId, onClose }: EventPopupProps) {
  return (
    <Modal open={eventId !== null} onClose={onClose} labelledBy="event-popup-title" className="event-popup">
      <Toaster containerId={EVENT_POPUP_TOASTS} />
      <button type="button" className="icon-button modal__close event-popup__close" onClick={onClose}>
        <Icon name="close" />
        <span className="visually-hidden">Close</span>
      </button>
      {/* The dialog draws its content only while open, and a new key for another event: each opening starts
          from the gallery view with nothing typed. */}
      {eventId !== null && <EventPopupContent key={eventId} eventId={eventId} />}
    </Modal>
  );
}

function EventPopupContent({ eventId }: { eventId: string }) {
  const event = useEvent(eventId);
  const photos = usePhotos('event', event.data?.id ?? null, event.data?.image_count ?? 0);
  const [view, setView] = useState<'gallery' | 'feedback'>('gallery');
  // Kept here, not in the feedback view, so 'Back To Event' and back again keeps what was typed.
  const [feedback, setFeedback] = useState<FeedbackValues>(EMPTY_FEEDBACK);
  // After the feedback view, focus goes back to the 'Feedback' button that opened it.
  const [backFromFeedback, setBackFromFeedback] = useState(false);
  const showGallery = () => {
    setBackFromFeedback(true);
    setView('gallery');
  };

  // The admin variant of the empty photo slots follows the stored session, whichever island restored it.
  useEffect(() => void restoreSession(), []);
  useEffect(() => {
    if (event.error) notifyError(EVENT_MESSAGES.fetchFailed, event.error, { containerId: EVENT_POPUP_TOASTS });
  }, [event.error]);

  if (event.isError) {
    return (
      <div className="event-popup__pending">
        <h2 id="event-popup-title">{NO_EVENT_TEXT}</h2>
      </div>
    );
  }
  if (!event.data || !photos.data) {
    return (
      <div className="event-popup__pending">
        <h2 id="event-popup-title" className="visually-hidden">
          Event
        </h2>
        <Spinner label="Loading event" />
      </div>
    );
  }
  return view === 'gallery' ? (
    <EventGallery event={event.data} photos={photos.data} focusFeedback={backFromFeedback} onFeedback={() => setView('feedback')} />
  ) : (
    <EventFeedback
      event={event.data}
      values={feedback}
      onChange={setFeedback}
      onBack={showGallery}
      onSubmitted={() => {
        setFeedback(EMPTY_FEEDBACK);
        showGallery();
      }}
    />
  );
}
