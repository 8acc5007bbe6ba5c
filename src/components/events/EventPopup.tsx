import { Icon } from '../shared/Icon';
import { Modal } from '../shared/Modal';

export const NO_EVENT_TEXT = 'No Event Information';

export interface EventPopupProps {
  /** The event to show; null keeps the popup closed. */
  eventId: string | null;
  onClose: () => void;
}

/**
 * The event popup (SPEC, Event popup). Interface fixed for the calendar, grade page and home list;
 * the gallery and feedback views are being built in its own branch.
 */
export function EventPopup({ eventId, onClose }: EventPopupProps) {
  return (
    <Modal open={eventId !== null} onClose={onClose} labelledBy="event-popup-title" className="event-popup">
      <button type="button" className="icon-button modal__close" onClick={onClose}>
        <Icon name="close" />
        <span className="visually-hidden">Close</span>
      </button>
      <h2 id="event-popup-title">{NO_EVENT_TEXT}</h2>
    </Modal>
  );
}
