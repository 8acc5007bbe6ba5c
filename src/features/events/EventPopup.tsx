import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../../shared/ui/use-opened-once';
import { useEvent } from './api/use-event';
import { eventIdFromAddress } from './use-event-address';

// The popup's code (dialog, toasts, views) loads when a popup first opens (DESIGN section 7; docs/decisions/040).
const loadDialog = () => import('./EventPopupDialog');
const EventPopupDialog = lazy(loadDialog);
// An address that opens a popup (/events/{id}) opens it as soon as the page hydrates: its code starts now.
if (typeof window !== 'undefined' && eventIdFromAddress() !== null) void loadDialog();

export interface EventPopupProps {
  /** The event to show; null keeps the popup closed. */
  eventId: string | null;
  onClose: () => void;
}

/**
 * The event popup (SPEC, Event popup) as the pages place it: nothing until an event is first opened, then
 * the dialog (EventPopupDialog), kept for the page's life so that it closes and opens again as before.
 */
export function EventPopup({ eventId, onClose }: EventPopupProps) {
  // The event is read while the popup's code loads; the content reads it from the same query.
  useEvent(eventId);
  if (!useOpenedOnce(eventId !== null)) return null;
  return (
    <Suspense fallback={null}>
      <EventPopupDialog eventId={eventId} onClose={onClose} />
    </Suspense>
  );
}
