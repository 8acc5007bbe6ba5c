import { Suspense, useEffect, useState } from 'react';
import { notifyError } from '../../../shared/notify';
import { usePhotos } from '../../photos/ui';
import { restoreSession } from '../../../shared/session-store';
import { useEvent } from '../api/use-event';
import { EMPTY_FEEDBACK, type FeedbackValues } from '../feedback/feedback-draft';
import { EVENT_MESSAGES } from '../event-messages';
import { EVENT_POPUP_TOASTS } from './event-popup-toasts';
import { LazyEventFeedback } from '../feedback/feedback-view-loader';
import { EventGallery } from './EventGallery';
import { EventPopupLoading } from './EventPopupLoading';

/**
 * What the open popup shows (SPEC, Event popup): the event and its photos once loaded, in the gallery view
 * or, for an event that has ended, the feedback view; 'No Event Information' and the spec's toast when the
 * event cannot be read. The popup gives it a new key per event: each opening starts from the gallery view
 * with nothing typed.
 */
export function EventPopupContent({ eventId }: { eventId: string }) {
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
        <h2 id="event-popup-title">{EVENT_MESSAGES.noEvent}</h2>
      </div>
    );
  }
  if (!event.data || !photos.data) return <EventPopupLoading />;
  return view === 'gallery' ? (
    <EventGallery event={event.data} photos={photos.data} focusFeedback={backFromFeedback} onFeedback={() => setView('feedback')} />
  ) : (
    <Suspense fallback={<EventPopupLoading label="Loading feedback form" />}>
      <LazyEventFeedback
        event={event.data}
        values={feedback}
        onChange={setFeedback}
        onBack={showGallery}
        onSubmitted={() => {
          setFeedback(EMPTY_FEEDBACK);
          showGallery();
        }}
      />
    </Suspense>
  );
}
