import { lazy, Suspense, useState } from 'react';
import { useOpenedOnce } from '../../../shared/ui/use-opened-once';
import { useEvent } from '../api/use-event';
import { eventIdFromAddress } from './use-event-address';
import { loadRuleWords } from '../recurrence/lazy-rule-words';
import type EventPopupDialogComponent from './EventPopupDialog';
import type { DrawnFeedback } from '../feedback/posted-feedback';

// The popup's code (dialog, toasts, views) loads when a popup first opens (DESIGN section 7; docs/decisions/040),
// with the words of a series' rule, which only a repeating event shows (docs/decisions/076).
let loadedDialog: typeof EventPopupDialogComponent | null = null;
const importDialog = () => import('./EventPopupDialog');
const loadDialog = (withRuleWords = true) =>
  Promise.all([importDialog(), withRuleWords ? loadRuleWords().catch(() => undefined) : undefined]).then(([module]) => {
    // A load that failed resolves with nothing while the page reloads for it (src/shared/code-reload.ts;
    // Vite's preload wrapper answers so): the popup waits for the reload rather than fail.
    if (!module) return new Promise<never>(() => {});
    loadedDialog = module.default;
    return module;
  });
const LazyEventPopupDialog = lazy(() => loadDialog());
// An address that opens a popup (/events/{id}) opens it as soon as the page hydrates: its code is loaded
// before, so the popup a page drawn on request drew hydrates with the rest rather than waiting apart,
// where any render of the calendar in between would replace it with nothing (docs/decisions/045). The rule's
// words come too when the drawn popup shows them.
if (typeof window !== 'undefined' && eventIdFromAddress() !== null) {
  await loadDialog(document.querySelector('.event-popup [data-repeats]') !== null).catch(() => undefined);
}

/**
 * A page drawn on request with its popup open (docs/decisions/045) loads the popup's code before it draws:
 * the server then draws the dialog at once, where a lazy component would leave its place empty.
 */
export const preloadEventPopup = async (): Promise<void> => void (await loadDialog());

export interface EventPopupProps {
  /** The event to show; null keeps the popup closed. */
  eventId: string | null;
  onClose: () => void;
  /** The page was drawn on request with this popup open (docs/decisions/045). */
  drawn?: boolean;
  /** The page was drawn with the popup's feedback view, or with the confirmation of a feedback (docs/decisions/075). */
  feedback?: DrawnFeedback;
}

/**
 * The event popup (SPEC, Event popup) as the pages place it: nothing until an event is first opened, then
 * the dialog (EventPopupDialog), kept for the page's life so that it closes and opens again as before.
 */
export function EventPopup({ eventId, onClose, drawn = false, feedback }: EventPopupProps) {
  // The event is read while the popup's code loads; the content reads it from the same query.
  useEvent(eventId);
  // Once chosen, the same component for the popup's life: a switch would open it anew.
  const [EventPopupDialog] = useState(() => loadedDialog ?? LazyEventPopupDialog);
  if (!useOpenedOnce(eventId !== null)) return null;
  return (
    <Suspense fallback={null}>
      <EventPopupDialog eventId={eventId} onClose={onClose} drawn={drawn} feedback={feedback} />
    </Suspense>
  );
}
