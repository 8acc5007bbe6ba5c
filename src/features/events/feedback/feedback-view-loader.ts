import { lazy } from 'react';

/**
 * The popup's feedback view loads when it is first wanted (DESIGN section 7, docs/decisions/040): the
 * gallery starts loading it as soon as the visitor points at, touches or focuses 'Feedback', so it is
 * usually there by the click. It brings the form's checks and their zod, which no other part of the
 * popup needs.
 */
export const loadFeedbackView = () => import('./EventFeedback');

export const LazyEventFeedback = lazy(() => loadFeedbackView().then((module) => ({ default: module.EventFeedback })));
