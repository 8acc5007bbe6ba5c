import { describe, expect, it } from 'vitest';
import { MAX_FEEDBACK_LENGTH } from '../../forms';
import { checkFeedback, feedbackCharactersLeft, FEEDBACK_RATINGS } from './EventFeedback';
import { EMPTY_FEEDBACK } from './lazy-feedback';

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
});
