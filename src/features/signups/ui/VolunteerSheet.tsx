import { lazy, Suspense } from 'react';
import { usePublicSheet } from '../api/use-public-sheet';

// The sheet's code (slots, form, the schema's checks) loads only once an event's sheet has answered (DESIGN
// section 7): an event without one costs the popup one small read and nothing more.
const LazySheetSlots = lazy(() =>
  import('./SheetSlots').then((module) => {
    // A load that failed resolves with nothing while the page reloads for it (src/shared/code-reload.ts).
    if (!module) return new Promise<never>(() => {});
    return module;
  }),
);

interface VolunteerSheetProps {
  eventId: string;
  /** When the event starts: from then on sign-ups are closed, as the server says. */
  startsAt: Date | null;
}

/**
 * The event's "Volunteer" section (DESIGN section 9), for the event popup and /events/{id}: nothing at all
 * while its sheet loads or when the event has none (a 404), its slots once it has answered.
 */
export function VolunteerSheet({ eventId, startsAt }: VolunteerSheetProps) {
  const sheet = usePublicSheet(eventId);
  if (!sheet.data) return null;
  return (
    <Suspense fallback={null}>
      <LazySheetSlots eventId={eventId} sheet={sheet.data} startsAt={startsAt} />
    </Suspense>
  );
}
