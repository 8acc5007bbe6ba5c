/**
 * The event feedback as the popup holds it before its view loads, and as an event's page draws it without
 * scripts (docs/decisions/075): what was typed, the address of the feedback view, and what the page answers a
 * feedback sent as a plain HTML form with. Types and names only, so the popup holds them without loading the
 * form's checks and their zod, and the server reads them without the view.
 */
import type { ReceivedForm } from '../../forms/ui';

export interface FeedbackValues {
  /** 0 while nothing is chosen. */
  rating: number;
  feedback: string;
}

export const EMPTY_FEEDBACK: FeedbackValues = { rating: 0, feedback: '' };

/** The popup's view in an event's address: /events/{id}?view=feedback opens the feedback form. */
export const VIEW_QUERY = 'view';
export const FEEDBACK_VIEW = 'feedback';
export const GALLERY_VIEW = 'gallery';

/**
 * What an event's page draws in its popup beyond the gallery: the feedback form (empty, or after a POST with
 * what was typed and why it was not received), or the gallery with the confirmation of a feedback received.
 */
export type DrawnFeedback =
  | {
      view: typeof FEEDBACK_VIEW;
      values: FeedbackValues;
      /** Submit was pressed with a field missing: the summary and each field show their problem. */
      pressed: boolean;
      /** Why the form was refused when no field mends it (too long, too many sent), in the page's words. */
      refusal: string;
    }
  | { view: typeof GALLERY_VIEW; received: ReceivedForm };

/** The feedback view the address names, empty; null for the gallery. */
export function feedbackViewOf(view: string | null): DrawnFeedback | null {
  return view === FEEDBACK_VIEW ? { view: FEEDBACK_VIEW, values: EMPTY_FEEDBACK, pressed: false, refusal: '' } : null;
}

/** Whether this page's address opens the feedback view (read in the browser, before the island hydrates). */
export const feedbackInAddress = (): boolean =>
  typeof window !== 'undefined' && new URLSearchParams(window.location.search).get(VIEW_QUERY) === FEEDBACK_VIEW;
