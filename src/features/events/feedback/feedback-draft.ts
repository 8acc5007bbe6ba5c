/**
 * What the popup keeps of its feedback form while the visitor goes back to the event and returns (SPEC,
 * Event popup). Apart from the form's rules (feedback-checks.ts) so that the popup holds it without loading
 * the form, whose checks bring zod (docs/decisions/040).
 */
export interface FeedbackValues {
  /** 0 while nothing is chosen. */
  rating: number;
  feedback: string;
}

export const EMPTY_FEEDBACK: FeedbackValues = { rating: 0, feedback: '' };
