import { Suspense, useEffect, useState } from 'react';
import { notifyError, type ToastPlace } from '../../../shared/notify';
import { restoreSession } from '../../../shared/session-store';
import { Icon } from '../../../shared/ui/Icon';
import { useEventsText } from '../events-text-context';
import { Modal } from '../../../shared/ui/Modal';
import { Spinner } from '../../../shared/ui/Spinner';
import { Toaster } from '../../../shared/ui/Toaster';
import type { ReceivedForm } from '../../forms/ui';
import { usePhotos } from '../../photos/ui';
import { useEvent } from '../api/use-event';
import { feedbackViews, loadFeedbackView } from '../feedback/lazy-feedback';
import {
  EMPTY_FEEDBACK,
  FEEDBACK_VIEW,
  feedbackInAddress,
  GALLERY_VIEW,
  type DrawnFeedback,
  type FeedbackValues,
} from '../feedback/posted-feedback';
import type { EventPopupProps } from './EventPopup';
import { EventGallery } from './EventGallery';
import './event-popup.css';

/** The popup's own Toaster: a toast outside the open dialog would sit under it (notify.ts). */
const POPUP_TOASTS = { containerId: 'event-popup' } satisfies ToastPlace;

// An address that opens the feedback view, or answers a feedback sent without scripts, was drawn with the view:
// its code is loaded before the page hydrates, as the dialog's is (EventPopup.tsx; docs/decisions/075).
if (feedbackInAddress()) await loadFeedbackView().catch(() => undefined);

/**
 * The event popup (SPEC, Event popup): a modal dialog with its own toasts (a page's would sit under it,
 * docs/decisions/015) and a close button, around the event's content. Its code, the views, photos and
 * feedback form included, loads when a popup first opens (EventPopup.tsx).
 */
export default function EventPopupDialog({ eventId, onClose, drawn, feedback }: EventPopupProps) {
  const t = useEventsText().popup;
  return (
    <Modal open={eventId !== null} onClose={onClose} labelledBy="event-popup-title" className="event-popup" drawn={drawn}>
      <Toaster containerId={POPUP_TOASTS.containerId} />
      <button type="button" className="icon-button modal__close event-popup__close" onClick={onClose}>
        <Icon name="close" />
        <span className="visually-hidden">{t.close}</span>
      </button>
      {eventId !== null && <EventPopupContent key={eventId} eventId={eventId} drawnFeedback={feedback} />}
    </Modal>
  );
}

/**
 * What the open popup shows (SPEC, Event popup): the event and its photos once loaded, in the gallery view
 * or, for an event that has ended, the feedback view; 'No Event Information' and the spec's toast when the
 * event cannot be read. The popup gives it a new key per event: each opening starts from the gallery view
 * with nothing typed, but for the view its page was drawn with (`drawnFeedback`, docs/decisions/075).
 */
function EventPopupContent({ eventId, drawnFeedback }: { eventId: string; drawnFeedback?: DrawnFeedback }) {
  const t = useEventsText().popup;
  const event = useEvent(eventId);
  // An occurrence of a series shows its series' photos (docs/decisions/063).
  // A date of a series may have photos of its own (docs/decisions/085): the server knows which it shows.
  const photos = usePhotos('event', event.data?.id ?? null, event.data?.image_count ?? 0);
  const [view, setView] = useState<DrawnFeedback['view']>(drawnFeedback?.view ?? GALLERY_VIEW);
  // Kept here, not in the feedback view, so 'Back To Event' and back again keeps what was typed.
  const [feedback, setFeedback] = useState<FeedbackValues>(drawnFeedback?.view === FEEDBACK_VIEW ? drawnFeedback.values : EMPTY_FEEDBACK);
  const [{ EventFeedback, FeedbackReceived }] = useState(feedbackViews);
  // After the feedback view, focus goes back to the 'Feedback' button that opened it.
  const [backFromFeedback, setBackFromFeedback] = useState(false);
  // The feedback just received: the gallery shows its confirmation above the event (docs/decisions/062).
  const [received, setReceived] = useState<ReceivedForm | null>(drawnFeedback?.view === GALLERY_VIEW ? drawnFeedback.received : null);
  // The feedback view as the page drew it: shown in place, with its problems, until the visitor leaves it.
  const [drawnView, setDrawnView] = useState(drawnFeedback?.view === FEEDBACK_VIEW ? drawnFeedback : undefined);
  const showGallery = () => {
    setDrawnView(undefined);
    setBackFromFeedback(true);
    setView(GALLERY_VIEW);
  };

  // The admin variant of the empty photo slots follows the stored session, whichever island restored it.
  useEffect(() => void restoreSession(), []);
  useEffect(() => {
    if (event.error) notifyError(t.fetchFailed, event.error, POPUP_TOASTS);
  }, [event.error, t.fetchFailed]);

  if (event.isError) {
    return (
      <div className="event-popup__pending">
        <h2 id="event-popup-title">{t.noEvent}</h2>
      </div>
    );
  }
  if (!event.data || !photos.data) return <EventPopupLoading />;
  return view === GALLERY_VIEW ? (
    <>
      {received && (
        <Suspense fallback={null}>
          <FeedbackReceived received={received} />
        </Suspense>
      )}
      <EventGallery
        event={event.data}
        photos={photos.data}
        focusFeedback={backFromFeedback && !received}
        onFeedback={() => {
          setReceived(null);
          setView(FEEDBACK_VIEW);
        }}
      />
    </>
  ) : (
    <Suspense fallback={<EventPopupLoading label={t.loadingFeedback} />}>
      <EventFeedback
        event={event.data}
        posted={drawnView}
        values={feedback}
        onChange={setFeedback}
        onBack={showGallery}
        place={POPUP_TOASTS}
        // SPEC, Event popup: once sent the form resets and the gallery returns, its confirmation above it, focused.
        onSubmitted={(sent) => {
          setDrawnView(undefined);
          setFeedback(EMPTY_FEEDBACK);
          setReceived(sent);
          setView(GALLERY_VIEW);
        }}
      />
    </Suspense>
  );
}

/** The popup while its event, its photos or (on the first opening) its code are loading. */
function EventPopupLoading({ label }: { label?: string }) {
  const t = useEventsText().popup;
  return (
    <div className="event-popup__pending">
      <h2 id="event-popup-title" className="visually-hidden">
        {t.loadingHeading}
      </h2>
      <Spinner label={label ?? t.loading} />
    </div>
  );
}
