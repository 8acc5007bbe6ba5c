import { Spinner } from '../../../shared/ui/Spinner';

/** The popup while its event, its photos or (on the first opening) its code are loading. */
export function EventPopupLoading({ label = 'Loading event' }: { label?: string }) {
  return (
    <div className="event-popup__pending">
      <h2 id="event-popup-title" className="visually-hidden">
        Event
      </h2>
      <Spinner label={label} />
    </div>
  );
}
