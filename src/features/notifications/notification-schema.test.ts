import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGE, additionProblem, DUPLICATE_MESSAGE, notificationSettingsSchema, TOO_MANY_MESSAGE } from './notification-schema';
import { MAX_ADDRESSES_PER_FORM } from './notifications';

const settings = {
  volunteer_request: ['coordinator@example.org'],
  volunteer_hours_request: [],
  reimbursement_request: ['treasurer@example.org', 'president@example.org'],
  event_feedback: [],
  version: 3,
};

describe('the notification addresses', () => {
  it('accepts four lists of addresses and the version', () => {
    expect(notificationSettingsSchema.parse(settings)).toEqual(settings);
  });

  it.each([
    ['a name with the address', 'Eve <eve@example.org>'],
    ['a line break and a header', 'eve@example.org\r\nBcc: x@example.org'],
    ['two addresses', 'a@example.org, b@example.org'],
    ['no domain', 'eve@'],
    ['text', 'the treasurer'],
  ])('refuses %s', (_case, address) => {
    const result = notificationSettingsSchema.safeParse({ ...settings, volunteer_request: [address] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(ADDRESS_MESSAGE);
  });

  it('refuses the same address twice in a list, whatever its letter case', () => {
    const result = notificationSettingsSchema.safeParse({ ...settings, event_feedback: ['a@example.org', 'A@Example.org'] });
    expect(result.error?.issues[0]).toMatchObject({ message: DUPLICATE_MESSAGE, path: ['event_feedback', 1] });
  });

  it(`refuses more than ${MAX_ADDRESSES_PER_FORM} addresses for a form`, () => {
    const many = Array.from({ length: MAX_ADDRESSES_PER_FORM + 1 }, (_, index) => `officer${index}@example.org`);
    expect(notificationSettingsSchema.safeParse({ ...settings, event_feedback: many }).error?.issues[0]?.message).toBe(TOO_MANY_MESSAGE);
  });

  it('needs the version and every form', () => {
    expect(notificationSettingsSchema.safeParse({ ...settings, version: undefined }).success).toBe(false);
    const { event_feedback: _dropped, ...missing } = settings;
    expect(notificationSettingsSchema.safeParse(missing).success).toBe(false);
  });

  it('tells the panel why an address cannot be added', () => {
    expect(additionProblem('new@example.org', ['a@example.org'])).toBeNull();
    expect(additionProblem('  new@example.org ', [])).toBeNull();
    expect(additionProblem('not an address', [])).toBe(ADDRESS_MESSAGE);
    expect(additionProblem('A@example.org', ['a@example.org'])).toBe(DUPLICATE_MESSAGE);
    const full = Array.from({ length: MAX_ADDRESSES_PER_FORM }, (_, index) => `o${index}@example.org`);
    expect(additionProblem('new@example.org', full)).toBe(TOO_MANY_MESSAGE);
  });
});
