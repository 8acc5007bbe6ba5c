import { lazy, Suspense, useState } from 'react';
import { usePublicSheet } from '../api/use-public-sheet';
import type SheetSlotsComponent from './SheetSlots';

// The sheet's code (slots, form, the schema's checks) loads only once an event's sheet has answered (DESIGN
// section 7): an event without one costs the popup one small read and nothing more.
let loadedSlots: typeof SheetSlotsComponent | null = null;
const loadSlots = () =>
  import('./SheetSlots').then((module) => {
    // A load that failed resolves with nothing while the page reloads for it (src/shared/code-reload.ts).
    if (!module) return new Promise<never>(() => {});
    loadedSlots = module.default;
    return module;
  });
const LazySheetSlots = lazy(loadSlots);
// A page drawn with its popup's sheet (/events/{id}, docs/decisions/083) has it before the island hydrates, as
// the popup's own code (EventPopup.tsx): a lazy component would replace the drawn slots with nothing meanwhile.
if (typeof window !== 'undefined' && document.querySelector('.event-popup .volunteer-sheet') !== null) {
  await loadSlots().catch(() => undefined);
}

/** A page drawn on request with its popup's sheet loads the sheet's code before it draws, so the server draws the slots. */
export const preloadSheetSlots = async (): Promise<void> => void (await loadSlots());

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
  // Once chosen, the same component for the sheet's life.
  const [SheetSlots] = useState(() => loadedSlots ?? LazySheetSlots);
  if (!sheet.data) return null;
  return (
    <Suspense fallback={null}>
      <SheetSlots eventId={eventId} sheet={sheet.data} startsAt={startsAt} />
    </Suspense>
  );
}
