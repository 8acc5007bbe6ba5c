import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../../shared/ui/use-opened-once';
import { useCommittee } from './api/use-committee';

// The popup's code (dialog, toasts, gallery) loads when a popup first opens (DESIGN section 7; docs/decisions/040).
const CommitteePopupDialog = lazy(() => import('./CommitteePopupDialog'));

export interface CommitteePopupProps {
  /** The committee to show; null keeps the popup closed. */
  slug: string | null;
  onClose: () => void;
}

/**
 * The committee popup (SPEC, Committee popup) as the page places it: nothing until a committee is first
 * opened (a card, or a /committees/{slug} address), then the dialog (CommitteePopupDialog).
 */
export function CommitteePopup({ slug, onClose }: CommitteePopupProps) {
  // The committee is read while the popup's code loads; the dialog reads it from the same query.
  useCommittee(slug);
  if (!useOpenedOnce(slug !== null)) return null;
  return (
    <Suspense fallback={null}>
      <CommitteePopupDialog slug={slug} onClose={onClose} />
    </Suspense>
  );
}
