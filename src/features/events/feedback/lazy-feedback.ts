/**
 * The feedback view's code as the popup holds it (DESIGN section 7, docs/decisions/040), loaded when first
 * wanted (what was typed is kept apart, in posted-feedback.ts). The gallery starts that load as soon as the visitor points at, touches or
 * focuses 'Feedback', so it is usually there by the click. Apart from the view (EventFeedback.tsx) so that
 * the popup holds this without loading the form's checks and their zod, which no other part of it needs.
 */
import { lazy } from 'react';
import type * as FeedbackViewModule from './EventFeedback';

let loaded: typeof FeedbackViewModule | null = null;

export const loadFeedbackView = () =>
  import('./EventFeedback').then((module) => {
    // A load that failed resolves with nothing while the page reloads for it (src/shared/code-reload.ts).
    if (module) loaded = module;
    return module;
  });

const LazyEventFeedback = lazy(() => loadFeedbackView().then((module) => ({ default: module.EventFeedback })));

/** The confirmation of a feedback received, from the same code: loaded by the time it shows. */
const LazyFeedbackReceived = lazy(() => loadFeedbackView().then((module) => ({ default: module.FeedbackReceived })));

/**
 * The view's components: the loaded ones once its code is in, so a page drawn with the view open (an event's
 * address with ?view=feedback, or its answer to a feedback sent without scripts, docs/decisions/075) draws them
 * at once, on the server and when hydrating, where a lazy one would leave its place empty; lazy ones before.
 */
export const feedbackViews = () =>
  loaded
    ? { EventFeedback: loaded.EventFeedback, FeedbackReceived: loaded.FeedbackReceived }
    : { EventFeedback: LazyEventFeedback, FeedbackReceived: LazyFeedbackReceived };
