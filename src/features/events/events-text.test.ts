import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, FORM_MESSAGES, MAX_FEEDBACK_LENGTH } from '../forms';
import { EVENT_MESSAGES, EVENT_NOT_FOUND_TEXT } from './event-messages';
import { eventsText } from './events-text';

/** Every text of a catalogue, by its path: 'feedback.submit'. */
function textsOf(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]: [string, unknown]) => textsOf(inner, path ? `${path}.${key}` : key));
}

describe('the events catalogue', () => {
  it("says the feedback's messages in English as the forms' rules do", () => {
    const { feedback } = eventsText.en;
    expect(feedback.chooseOption).toBe(FIELD_MESSAGES.option);
    expect(feedback.required).toBe(FIELD_MESSAGES.required);
    expect(feedback.incomplete).toBe(FORM_MESSAGES.feedbackIncomplete);
    expect(feedback.tooLong).toBe(FIELD_MESSAGES.tooLong(MAX_FEEDBACK_LENGTH));
    expect(feedback.submitted).toBe(FORM_MESSAGES.feedbackSubmitted);
    expect(feedback.failed).toBe(FORM_MESSAGES.feedbackFailed);
    expect(eventsText.es.feedback.tooLong).toContain(String(MAX_FEEDBACK_LENGTH));
  });

  it("keeps the spec's English words of the calendar and the missing event", () => {
    expect(eventsText.en.list.empty).toBe(EVENT_MESSAGES.noEventsThisMonth);
    expect(eventsText.en.grade.empty).toBe(EVENT_MESSAGES.noGradeEvents);
    expect(eventsText.en.notFound).toEqual({ heading: EVENT_MESSAGES.noEvent, ...EVENT_NOT_FOUND_TEXT });
    expect(eventsText.en.legend).toMatchObject({ schoolWide: 'School wide', multipleGrades: 'Multiple Grades' });
  });

  it('has a Spanish text for every English one, with the same places to fill', () => {
    const english = textsOf(eventsText.en);
    const spanish = new Map(textsOf(eventsText.es));
    expect([...spanish.keys()]).toEqual(english.map(([path]) => path));
    const places = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const [path, text] of english) {
      expect(places(spanish.get(path) ?? ''), path).toEqual(places(text));
      // Only English's 'refused' is empty (it shows the rule's own words); Spanish writes each one.
      expect(spanish.get(path), path).not.toBe('');
    }
  });
});
