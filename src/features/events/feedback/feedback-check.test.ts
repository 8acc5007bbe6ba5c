import { describe, expect, it } from 'vitest';
import { MAX_FEEDBACK_LENGTH } from '../../forms';
import { checkFeedback, feedbackCharactersLeft, FEEDBACK_RATINGS, postedFeedbackValues } from './feedback-check';
import { EMPTY_FEEDBACK, feedbackViewOf } from './posted-feedback';

const event = { name: 'fall-festival', title: 'Fall Festival', startDt: '2044-10-28T10:00' };
const WARNING = 'Please select a event rating & add some feedback notes before submission';

describe('event feedback (SPEC sections 3, 5 and 9)', () => {
  it('rates from 1 to 10', () => {
    expect(FEEDBACK_RATINGS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('counts the characters left of 500', () => {
    expect(MAX_FEEDBACK_LENGTH).toBe(500);
    expect(feedbackCharactersLeft('')).toBe(500);
    expect(feedbackCharactersLeft('Great day')).toBe(491);
    expect(feedbackCharactersLeft('x'.repeat(500))).toBe(0);
    expect(feedbackCharactersLeft('x'.repeat(600))).toBe(0);
  });

  it('warns with the spec text when the rating or the text is missing', () => {
    expect(checkFeedback(event, EMPTY_FEEDBACK)).toEqual({ ok: false, message: WARNING, missing: ['rating', 'feedback'] });
    expect(checkFeedback(event, { rating: 7, feedback: '   ' })).toEqual({ ok: false, message: WARNING, missing: ['feedback'] });
    expect(checkFeedback(event, { rating: 0, feedback: 'Lovely' })).toEqual({ ok: false, message: WARNING, missing: ['rating'] });
  });

  it('builds the event_feedback payload the submit-form function accepts', () => {
    expect(checkFeedback(event, { rating: 9, feedback: '  Lovely  ' })).toEqual({
      ok: true,
      payload: { rating: 9, feedback: 'Lovely', event_name: 'fall-festival', event_title: 'Fall Festival', event_date: '2044-10-28T10:00' },
    });
  });

  it("refuses what the submit-form schema refuses, with the schema's message: a text over 500 characters, a rating above 10", () => {
    expect(checkFeedback(event, { rating: 5, feedback: 'x'.repeat(500) }).ok).toBe(true);
    expect(checkFeedback(event, { rating: 5, feedback: 'x'.repeat(501) })).toEqual({
      ok: false,
      message: 'Please use at most 500 characters.',
      missing: [],
    });
    expect(checkFeedback(event, { rating: 11, feedback: 'ok' })).toEqual({
      ok: false,
      message: 'Please enter a number from 1 to 10.',
      missing: [],
    });
  });

  it('reads a feedback sent as a plain HTML form: a rating that is not a whole number is none chosen', () => {
    expect(postedFeedbackValues({ rating: '7', feedback: 'Lovely', website: '' })).toEqual({ rating: 7, feedback: 'Lovely' });
    expect(postedFeedbackValues({})).toEqual(EMPTY_FEEDBACK);
    expect(postedFeedbackValues({ rating: '', feedback: '' })).toEqual(EMPTY_FEEDBACK);
    expect(postedFeedbackValues({ rating: '7.5', feedback: 'x' })).toEqual({ rating: 0, feedback: 'x' });
    expect(postedFeedbackValues({ rating: 'ten', feedback: 'x' })).toEqual({ rating: 0, feedback: 'x' });
    // The browser sends line breaks as CRLF; maxlength counted each as one character, as the schema does once read.
    expect(postedFeedbackValues({ rating: '3', feedback: 'a\r\nb\rc' })).toEqual({ rating: 3, feedback: 'a\nb\nc' });
    expect(
      checkFeedback(event, postedFeedbackValues({ rating: '3', feedback: `${'x'.repeat(245)}${'\r\n'.repeat(10)}${'x'.repeat(245)}` })).ok,
    ).toBe(true);
    // Out of range is read as sent: the schema's own message then refuses it.
    expect(checkFeedback(event, postedFeedbackValues({ rating: '11', feedback: 'ok' }))).toMatchObject({ ok: false, missing: [] });
    expect(checkFeedback(event, postedFeedbackValues({ rating: '-2', feedback: 'ok' }))).toMatchObject({ ok: false, missing: ['rating'] });
  });

  it("opens the feedback view from the address's ?view=feedback only", () => {
    expect(feedbackViewOf('feedback')).toEqual({ view: 'feedback', values: EMPTY_FEEDBACK, pressed: false, refusal: '' });
    expect(feedbackViewOf('gallery')).toBeNull();
    expect(feedbackViewOf(null)).toBeNull();
    expect(feedbackViewOf('FEEDBACK')).toBeNull();
  });
});
