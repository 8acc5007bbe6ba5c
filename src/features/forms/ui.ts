/**
 * The forms feature's components that other features render (DESIGN section 3): GOV.UK's error summary and the
 * confirmation panel (docs/decisions/055), which the event feedback uses too (docs/decisions/062), so there is
 * one of each.
 */
export { ErrorSummary, type SummaryProblem } from './ErrorSummary';
export { Honeypot } from './Honeypot';
export { FormConfirmation } from './FormConfirmation';
// What the panel shows for feedback: beside its component, as index.ts may not lead to the forms' state (a cycle).
export { receivedFeedback, type ReceivedForm } from './confirmation-panel';
export { FormsTextProvider, useFormsText } from './forms-text-context';
