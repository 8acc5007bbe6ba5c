import { describe, expect, it } from 'vitest';
import type { EventView } from '../core/event';
import { blankEventForm, checkSubmit, eventFormFrom, fieldProblems, linkNotes, type EventForm } from './event-editor-state';
import { EVENT_MESSAGES } from '../event-messages';
import { RULE_MESSAGES } from '../recurrence/rule';
import { followStart, monthlyWeekdayWords, NO_REPEAT, repeatChanged, repeatFormOf, repeatSummary, ruleText, withKind } from './series-form';

const filled: EventForm = { ...blankEventForm('2025-03-05'), title: ' Fun Run ' };

const stored: EventView = {
  id: 'evt-fun-run',
  name: 'fun-run',
  title: 'Fun Run',
  slug: 'fun-run',
  location: 'Track',
  description: 'Pledge your runner.',
  grade_list: ['3rd-grade'],
  startDt: '2025-03-05T09:00',
  endDt: '2025-03-06T12:00',
  event_links: [{ key: 'Register', value: 'https://signup.example.org/fun-run' }],
  images: ['/v2/api/photo/image/p1'],
  version: 4,
  updatedAt: '2025-03-01T10:00:00.000Z',
  image_count: 1,
  default_image: '/v2/api/photo/image/p1',
};

describe('a new event in the Event Editor', () => {
  it('starts empty, or on the offered day from 9:00 to 10:00', () => {
    expect(blankEventForm()).toEqual({
      title: '',
      title_es: '',
      startDt: '',
      endDt: '',
      location: '',
      description: '',
      description_es: '',
      grade_list: [],
      event_links: [],
      repeat: NO_REPEAT,
      exdates: [],
    });
    expect(blankEventForm('2025-03-05')).toMatchObject({ startDt: '2025-03-05T09:00', endDt: '2025-03-05T10:00' });
    expect(blankEventForm('March 5')).toMatchObject({ startDt: '', endDt: '' });
  });

  it('keeps Submit disabled until title, start and end are there, naming each missing one', () => {
    expect(fieldProblems(blankEventForm())).toEqual({
      title: 'Please add a title.',
      startDt: EVENT_MESSAGES.missingDate,
      endDt: EVENT_MESSAGES.missingDate,
    });
    expect(fieldProblems({ ...filled, title: '   ' })).toEqual({ title: 'Please add a title.' });
    expect(fieldProblems(filled)).toEqual({});
  });

  it.each([
    ['a start that is not a real time', { startDt: '2025-02-30T09:00' }, 'startDt', /yyyy-MM-ddTHH:mm/],
    ['an end in a year far away', { endDt: '2101-01-01T09:00' }, 'endDt', /between the years/],
    ['a title too long', { title: 'x'.repeat(121) }, 'title', /under 120/],
    ['a location too long', { location: 'x'.repeat(201) }, 'location', /under 200/],
    ['a Spanish title too long', { title_es: 'x'.repeat(121) }, 'title_es', /The Spanish title can be at most 120 characters/],
  ])('keeps Submit disabled for %s', (_what, change, path, message) => {
    expect(fieldProblems({ ...filled, ...change })[path]).toMatch(message);
  });

  it('does not block Submit for a start after the end: that is checked on submit', () => {
    expect(fieldProblems({ ...filled, startDt: '2025-03-05T11:00', endDt: '2025-03-05T10:00' })).toEqual({});
  });
});

describe('the link rows of the Event Editor', () => {
  const links = [
    { key: 'G', value: 'example.org' },
    { key: 'Go', value: 'ab' },
    { key: 'Map', value: 'javascript:alert(1)' },
    { key: 'Sign Up', value: 'signup.example.org/run' },
  ];

  it('notes the rows failing the pill check as left out, without blocking Submit', () => {
    const notes = linkNotes({ ...filled, event_links: links });
    expect(Object.keys(notes)).toEqual(['event_links.0.key', 'event_links.1.value']);
    expect(notes['event_links.0.key']).toMatch(/at least 2 characters\. This link will be left out when you submit\.$/);
    expect(fieldProblems({ ...filled, event_links: links.slice(0, 2) })).toEqual({});
  });

  it('blocks Submit for a row that would be sent but is no web or email address', () => {
    expect(fieldProblems({ ...filled, event_links: links })).toEqual({
      'event_links.2.value': "'javascript:alert(1)' is not a web or email address.",
    });
  });

  it('drops the failing rows on submit and sends the others normalised', () => {
    const check = checkSubmit({ ...filled, event_links: [links[0]!, links[3]!, links[1]!] });
    expect(check.ok && check.input.event_links).toEqual([{ key: 'Sign Up', value: 'https://signup.example.org/run' }]);
  });
});

describe('submitting the Event Editor (SPEC section 5)', () => {
  it("says 'Missing Date Information For Event' first when a date is missing", () => {
    expect(checkSubmit({ ...filled, title: '', startDt: '' })).toEqual({
      ok: false,
      message: EVENT_MESSAGES.missingDate,
      field: 'startDt',
    });
    expect(checkSubmit({ ...filled, endDt: ' ' })).toEqual({ ok: false, message: EVENT_MESSAGES.missingDate, field: 'endDt' });
  });

  it("says 'Please ensure start date falls before end date' on the end when the start is after it", () => {
    expect(checkSubmit({ ...filled, startDt: '2025-03-06T09:00', endDt: '2025-03-05T23:59' })).toEqual({
      ok: false,
      message: EVENT_MESSAGES.startAfterEnd,
      field: 'endDt',
    });
    expect(checkSubmit({ ...filled, endDt: filled.startDt }).ok).toBe(true);
  });

  it('refuses an event longer than the function allows, on the end', () => {
    expect(checkSubmit({ ...filled, endDt: '2026-03-07T09:00' })).toMatchObject({ ok: false, field: 'endDt', message: /at most 366 days/ });
  });

  it('sends a new event without id, trimmed and with the optional fields filled', () => {
    expect(checkSubmit(filled)).toEqual({
      ok: true,
      input: {
        title: 'Fun Run',
        startDt: '2025-03-05T09:00',
        endDt: '2025-03-05T10:00',
        title_es: '',
        location: '',
        description: '',
        description_es: '',
        event_links: [],
        grade_list: [],
      },
    });
  });

  it('sends an update with the id and the version it was loaded with, so a stale edit is refused', () => {
    const form = eventFormFrom(stored);
    const check = checkSubmit({ ...form, title: 'Fun Run 2025' });
    expect(check).toMatchObject({ ok: true, input: { id: 'evt-fun-run', version: 4, title: 'Fun Run 2025', grade_list: ['3rd-grade'] } });
    expect(check.ok && 'images' in check.input).toBe(false);
  });

  it('loads the Spanish title and description and sends them back; an event saved before them loads them empty', () => {
    const form = eventFormFrom({ ...stored, title_es: 'Carrera divertida', description_es: 'Apoye a su corredor.' });
    expect(form).toMatchObject({ title_es: 'Carrera divertida', description_es: 'Apoye a su corredor.' });
    expect(checkSubmit({ ...form, title_es: ' Carrera 2025 ' })).toMatchObject({
      ok: true,
      input: { title_es: 'Carrera 2025', description_es: 'Apoye a su corredor.' },
    });
    expect(eventFormFrom(stored)).toMatchObject({ title_es: '', description_es: '' });
  });

  it('drops grades no longer stored once the stored grades are known, and keeps them all otherwise', () => {
    const form = { ...filled, grade_list: ['3rd-grade', 'old-grade'] };
    expect(checkSubmit(form, ['3rd-grade', '4th-grade'])).toMatchObject({ ok: true, input: { grade_list: ['3rd-grade'] } });
    expect(checkSubmit(form)).toMatchObject({ ok: true, input: { grade_list: ['3rd-grade', 'old-grade'] } });
  });
});

describe('an existing event in the Event Editor', () => {
  it('is a copy: editing the form leaves the loaded event as it was', () => {
    const form = eventFormFrom(stored);
    form.grade_list.push('4th-grade');
    form.event_links[0]!.key = 'Changed';
    expect(stored.grade_list).toEqual(['3rd-grade']);
    expect(stored.event_links[0]!.key).toBe('Register');
  });
});

describe('the repeat controls and the rule they send (DESIGN section 9)', () => {
  it.each([
    ['FREQ=DAILY;INTERVAL=2;COUNT=10', '2028-03-14T19:00', 'daily'],
    ['FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20280601', '2028-03-14T19:00', 'weekly'],
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;COUNT=10', '2028-03-14T19:00', 'weekly'],
    ['FREQ=MONTHLY;BYDAY=2TU;COUNT=10', '2028-03-14T19:00', 'monthlyWeekday'],
    ['FREQ=MONTHLY;BYDAY=-1FR;COUNT=5', '2028-03-31T19:00', 'monthlyWeekday'],
    ['FREQ=MONTHLY;BYMONTHDAY=14;UNTIL=20281231', '2028-03-14T19:00', 'monthlyDay'],
    ['FREQ=YEARLY;COUNT=2', '2028-03-14T19:00', 'yearly'],
  ])('reads %s into the controls and writes the same rule back', (rrule, startDt, kind) => {
    const repeat = repeatFormOf(rrule);
    expect(repeat.kind).toBe(kind);
    expect(ruleText(repeat, startDt)).toBe(rrule);
  });

  it('reads no rule, or one it cannot show, as "Does not repeat"', () => {
    expect(repeatFormOf(undefined)).toEqual(NO_REPEAT);
    expect(repeatFormOf('FREQ=HOURLY;COUNT=2')).toEqual(NO_REPEAT);
    expect(ruleText(NO_REPEAT, '2028-03-14T19:00')).toBe('');
  });

  it('takes the monthly choices from the start date: its weekday of the month, "last" in a fifth week, its day', () => {
    expect(monthlyWeekdayWords('2028-03-14')).toBe('2nd Tuesday');
    expect(monthlyWeekdayWords('2028-03-31')).toBe('last Friday');
    const monthly = { ...NO_REPEAT, kind: 'monthlyWeekday' as const, end: 'count' as const, count: '3' };
    expect(ruleText(monthly, '2028-03-31T19:00')).toBe('FREQ=MONTHLY;BYDAY=-1FR;COUNT=3');
    expect(ruleText({ ...monthly, kind: 'monthlyDay' }, '2028-03-14T19:00')).toBe('FREQ=MONTHLY;BYMONTHDAY=14;COUNT=3');
  });

  it("ticks the start's weekday when weekly is chosen, and follows a moved start while it is the only one", () => {
    const weekly = withKind(NO_REPEAT, 'weekly', '2028-03-14T19:00');
    expect(weekly.weekdays).toEqual(['TU']);
    expect(followStart(weekly, '2028-03-14T19:00', '2028-03-16T19:00').weekdays).toEqual(['TH']);
    const two = { ...weekly, weekdays: ['TU' as const, 'TH' as const] };
    expect(followStart(two, '2028-03-14T19:00', '2028-03-15T19:00')).toBe(two);
  });

  it('says the rule in words once it has an end', () => {
    const weekly = withKind(NO_REPEAT, 'weekly', '2028-03-14T19:00');
    expect(repeatSummary(weekly, '2028-03-14T19:00')).toBeNull();
    expect(repeatSummary({ ...weekly, until: '2028-06-01' }, '2028-03-14T19:00')).toBe('Every Tuesday until Jun 1, 2028');
  });

  it('sends a new weekly series with its rule and skipped dates, and shows a missing end at the controls', () => {
    const weekly = withKind(NO_REPEAT, 'weekly', '2028-03-14T19:00');
    const form = { ...filled, startDt: '2028-03-14T19:00', endDt: '2028-03-14T20:00', repeat: weekly };
    expect(fieldProblems(form)).toEqual({ rrule: RULE_MESSAGES.end });
    const ended = { ...form, repeat: { ...weekly, end: 'count' as const, count: '4' }, exdates: ['2028-03-21'] };
    expect(fieldProblems(ended)).toEqual({});
    expect(checkSubmit(ended)).toMatchObject({ ok: true, input: { rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=4', exdates: ['2028-03-21'] } });
    expect(fieldProblems({ ...ended, exdates: ['2028-03-22'] }).exdates).toMatch(/'2028-03-22' is not one/);
  });

  describe('one occurrence of a series', () => {
    const occurrence: EventView = {
      ...stored,
      id: 'evt-coffee_20280321',
      series_id: 'evt-coffee',
      occurrence: '2028-03-21',
      startDt: '2028-03-21T08:00',
      endDt: '2028-03-21T09:00',
      // Stored in another order than the editor writes: sent back unchanged as long as the controls are.
      rrule: 'FREQ=WEEKLY;COUNT=10;BYDAY=TU',
      exdates: ['2028-03-14', '2028-04-04'],
    };
    const form = eventFormFrom(occurrence);

    it('loads the rule into the controls and sends it back as stored, with the scope chosen and the series version', () => {
      expect(form.repeat).toMatchObject({ kind: 'weekly', weekdays: ['TU'], end: 'count', count: '10' });
      expect(checkSubmit(form, [], 'all')).toMatchObject({
        ok: true,
        input: { id: 'evt-coffee_20280321', version: 4, scope: 'all', rrule: occurrence.rrule, exdates: occurrence.exdates },
      });
    });

    it('sends with "following" only the skipped dates from this date on', () => {
      expect(checkSubmit(form, [], 'following')).toMatchObject({ ok: true, input: { scope: 'following', exdates: ['2028-04-04'] } });
    });

    it('moves one date alone ("This event") without changing the repeat: the weekdays stay, the rule is sent as stored', () => {
      const monthly = eventFormFrom({ ...occurrence, rrule: 'FREQ=MONTHLY;BYDAY=3TU;COUNT=5' });
      const moved = { ...monthly, startDt: '2028-03-22T08:00', endDt: '2028-03-22T09:00' };
      expect(repeatChanged(moved)).toBe(false);
      expect(checkSubmit(moved, [], 'this')).toMatchObject({ ok: true, input: { scope: 'this', rrule: 'FREQ=MONTHLY;BYDAY=3TU;COUNT=5' } });
      expect(repeatChanged({ ...form, repeat: { ...form.repeat, count: '12' } })).toBe(true);
      expect(repeatChanged({ ...form, exdates: ['2028-03-14'] })).toBe(true);
    });

    it('checks the series at the controls only once its repeat changed, from this date on', () => {
      expect(fieldProblems(form)).toEqual({});
      expect(fieldProblems({ ...form, repeat: { ...form.repeat, weekdays: ['WE'] } }).rrule).toBe(RULE_MESSAGES.startNotOnRule);
    });
  });
});
