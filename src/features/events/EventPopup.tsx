import { useEffect, useState } from 'react';
import { getEvent } from './events-api';
import { notifyError } from '../../shared/notify';
import { loadAllPhotos } from '../photos';
import { restoreSession } from '../../shared/session-store';
import type { EventView } from './event';
import { EMPTY_FEEDBACK, type FeedbackValues } from './event-feedback';
import { EVENT_MESSAGES } from './event-messages';
import type { Photo } from '../photos';
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
  /** Told once the event has loaded (the calendar shows a cold-opened event's month behind it). */
  onLoaded?: (event: EventView) => void;
}

/** `id` is the event the state belongs to: a popup reopened on another event never shows the last one. */
type PopupState = { id: string | null } & ({ status: 'loading' } | { status: 'empty' } | { status: 'loaded'; event: EventView; photos: Photo[] });

/**
 * The event popup (SPEC, Event popup): loads the event and its photos, then shows the gallery view or,
 * for an event that has ended, the feedback view. A failed load leaves 'No Event Information'.
 */
export function EventPopup({ eventId, onClose, onLoaded }: EventPopupProps) {
  const [loadedState, setState] = useState<PopupState>({ id: null, status: 'loading' });
  const state: PopupState = loadedState.id === eventId ? loadedState : { id: eventId, status: 'loading' };
  const [view, setView] = useState<'gallery' | 'feedback'>('gallery');
  // Kept here, not in the feedback view, so 'Back To Event' and back again keeps what was typed.
  const [feedback, setFeedback] = useState<FeedbackValues>(EMPTY_FEEDBACK);
  // After the feedback view, focus goes back to the 'Feedback' button that opened it.
  const [backFromFeedback, setBackFromFeedback] = useState(false);
  const showGallery = () => {
    setBackFromFeedback(true);
    setView('gallery');
  };

  useEffect(() => {
    if (!eventId) return;
    // The admin variant of the empty photo slots follows the stored session, whichever island restored it.
    restoreSession();
    const controller = new AbortController();
    getEvent(eventId, { signal: controller.signal })
      .then(async (event) => {
        const photos = await loadAllPhotos('event', event.id, event.image_count);
        if (controller.signal.aborted) return;
        setState({ id: eventId, status: 'loaded', event, photos });
        onLoaded?.(event);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        notifyError(EVENT_MESSAGES.fetchFailed, error, { containerId: EVENT_POPUP_TOASTS });
        setState({ id: eventId, status: 'empty' });
      });
    // Closed or moved to another event: the next opening starts from the gallery view, nothing typed.
    return () => {
      controller.abort();
      setState({ id: null, status: 'loading' });
      setView('gallery');
      setBackFromFeedback(false);
      setFeedback(EMPTY_FEEDBACK);
    };
  }, [eventId]);

  return (
    <Modal open={eventId !== null} onClose={onClose} labelledBy="event-popup-title" className="event-popup">
      <Toaster containerId={EVENT_POPUP_TOASTS} />
      <button type="button" className="icon-button modal__close event-popup__close" onClick={onClose}>
        <Icon name="close" />
        <span className="visually-hidden">Close</span>
      </button>
      {state.status === 'loading' && (
        <div className="event-popup__pending">
          <h2 id="event-popup-title" className="visually-hidden">
            Event
          </h2>
          <Spinner label="Loading event" />
        </div>
      )}
      {state.status === 'empty' && (
        <div className="event-popup__pending">
          <h2 id="event-popup-title">{NO_EVENT_TEXT}</h2>
        </div>
      )}
      {state.status === 'loaded' &&
        (view === 'gallery' ? (
          <EventGallery event={state.event} photos={state.photos} focusFeedback={backFromFeedback} onFeedback={() => setView('feedback')} />
        ) : (
          <EventFeedback
            event={state.event}
            values={feedback}
            onChange={setFeedback}
            onBack={showGallery}
            onSubmitted={() => {
              setFeedback(EMPTY_FEEDBACK);
              showGallery();
            }}
          />
        ))}
    </Modal>
  );
}
