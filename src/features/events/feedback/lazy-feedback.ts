/**
 * The feedback view as the popup holds it before the view loads (DESIGN section 7, docs/decisions/040): what
 * was typed, kept while the visitor goes back to the event and returns (SPEC, Event popup), and the view's
 * code, loaded when first wanted. The gallery starts that load as soon as the visitor points at, touches or
 * focuses 'Feedback', so it is usually there by the click. Apart from the view (EventFeedback.tsx) so that
 * the popup holds this without loading the form's checks and their zod, which no other part of it needs.
 */
import { lazy } from 'react';

export interface FeedbackValues {
  /** 0 while nothing is chosen. */
  rating: number;
  feedback: string;
}

export const EMPTY_FEEDBACK: FeedbackValues = { rating: 0, feedback: '' };

export const loadFeedbackView = () => import('./EventFeedback');

export const LazyEventFeedback = lazy(() => loadFeedbackView().then((module) => ({ default: module.EventFeedback })));

/** The confirmation of a feedback received, from the same code: loaded by the time it shows. */
export const LazyFeedbackReceived = lazy(() => loadFeedbackView().then((module) => ({ default: module.FeedbackReceived })));
