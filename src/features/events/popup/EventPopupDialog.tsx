import { Icon } from '../../../shared/ui/Icon';
import { Modal } from '../../../shared/ui/Modal';
import { Toaster } from '../../../shared/ui/Toaster';
import { EVENT_POPUP_TOASTS } from './event-popup-toasts';
import { EventPopupContent } from './EventPopupContent';
import type { EventPopupProps } from './EventPopup';
import './event-popup.css';

/**
 * The event popup (SPEC, Event popup): a modal dialog with its own toasts (a page's would sit under it,
 * docs/decisions/015) and a close button, around the event's content. Its code, the views, photos and
 * feedback form included, loads when a popup first opens (EventPopup.tsx).
 */
export default function EventPopupDialog({ eventId, onClose, drawn }: EventPopupProps) {
  return (
    <Modal open={eventId !== null} onClose={onClose} labelledBy="event-popup-title" className="event-popup" drawn={drawn}>
      <Toaster containerId={EVENT_POPUP_TOASTS} />
      <button type="button" className="icon-button modal__close event-popup__close" onClick={onClose}>
        <Icon name="close" />
        <span className="visually-hidden">Close</span>
      </button>
      {eventId !== null && <EventPopupContent key={eventId} eventId={eventId} />}
    </Modal>
  );
}
