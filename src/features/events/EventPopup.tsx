import { lazy, Suspense } from 'react';
import { useEvent } from './api/use-event';
import { Icon } from '../../shared/ui/Icon';
import { Modal } from '../../shared/ui/Modal';
import { Toaster } from '../../shared/ui/Toaster';
import { EVENT_POPUP_TOASTS } from './event-popup-toasts';
import { EventPopupLoading } from './EventPopupLoading';
import './event-popup.css';

// The views, the photos and the feedback form with its checks load when a popup first opens (DESIGN section 7).
const EventPopupContent = lazy(() => import('./EventPopupContent').then((module) => ({ default: module.EventPopupContent })));

export interface EventPopupProps {
  /** The event to show; null keeps the popup closed. */
  eventId: string | null;
  onClose: () => void;
}

/**
 * The event popup (SPEC, Event popup): a modal dialog with its own toasts (a page's would sit under it,
 * docs/decisions/015) and a close button, around the event's content.
 */
export function EventPopup({ eventId, onClose }: EventPopupProps) {
  // The event is read while the popup's code loads; the content reads it from the same query.
  useEvent(eventId);
  return (
    <Modal open={eventId !== null} onClose={onClose} labelledBy="event-popup-title" className="event-popup">
      <Toaster containerId={EVENT_POPUP_TOASTS} />
      <button type="button" className="icon-button modal__close event-popup__close" onClick={onClose}>
        <Icon name="close" />
        <span className="visually-hidden">Close</span>
      </button>
      {eventId !== null && (
        <Suspense fallback={<EventPopupLoading />}>
          <EventPopupContent key={eventId} eventId={eventId} />
        </Suspense>
      )}
    </Modal>
  );
}
