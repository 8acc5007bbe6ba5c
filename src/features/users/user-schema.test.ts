import { describe, expect, it } from 'vitest';
import { newUserSchema, passwordChangeSchema, passwordResetSchema, userEditSchema, USER_RULES } from './user-schema';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;
const valid = { userId: 'JSmith', name: ' Jane Smith ', scopes: ['forms', 'events', 'forms'], is_admin: false, password: 'ten-chars!' };

describe('newUserSchema (Users tool add, CLI add, seed)', () => {
  it('lower-cases the id, trims the name and keeps known scopes once, in their fixed order', () => {
    expect(newUserSchema.parse(valid)).toEqual({
      userId: 'jsmith',
      name: 'Jane Smith',
      scopes: ['events', 'forms'],
      is_admin: false,
      password: 'ten-chars!',
    });
  });

  it('refuses user ids that could not be a storage key', () => {
    for (const userId of ['', '../x', 'a/b', 'a..b', '.a', 'a?b', 'x'.repeat(65)]) {
      expect(firstMessage(newUserSchema.safeParse({ ...valid, userId })), userId).toBe(USER_RULES.userId);
    }
  });

  it('refuses unknown scopes, naming them', () => {
    expect(firstMessage(newUserSchema.safeParse({ ...valid, scopes: ['events', 'root', 'admin'] }))).toBe(
      'Unknown scope(s): root, admin. Use events, formations, forms, content.',
    );
  });

  it('needs a name of at most 80 characters and a password of at least 10', () => {
    expect(firstMessage(newUserSchema.safeParse({ ...valid, name: '   ' }))).toBe(USER_RULES.name);
    expect(firstMessage(newUserSchema.safeParse({ ...valid, name: 'n'.repeat(81) }))).toBe(USER_RULES.nameTooLong);
    expect(firstMessage(newUserSchema.safeParse({ ...valid, password: 'nine-char' }))).toBe(USER_RULES.password);
    expect(newUserSchema.safeParse({ ...valid, password: 'p'.repeat(1025) }).success).toBe(false);
  });

  it('needs is_admin to be a boolean when given, and defaults it to false', () => {
    expect(newUserSchema.safeParse({ ...valid, is_admin: 'yes' }).success).toBe(false);
    const { is_admin: _omitted, ...withoutFlag } = valid;
    expect(newUserSchema.parse(withoutFlag).is_admin).toBe(false);
  });
});

describe('userEditSchema, passwordResetSchema, passwordChangeSchema', () => {
  it('an edit carries the loaded version and never a password', () => {
    expect(userEditSchema.parse({ name: 'Jane', scopes: [], is_admin: true, version: 3, password: 'x' })).toEqual({
      name: 'Jane',
      scopes: [],
      is_admin: true,
      version: 3,
    });
    expect(userEditSchema.safeParse({ name: 'Jane', scopes: [], is_admin: true }).success).toBe(false);
  });

  it('a reset needs a long enough password', () => {
    expect(firstMessage(passwordResetSchema.safeParse({ password: 'short' }))).toBe(USER_RULES.password);
  });

  it('an own change needs the current password and a different new one', () => {
    expect(firstMessage(passwordChangeSchema.safeParse({ currentPassword: '', newPassword: 'a-new-password' }))).toBe(
      USER_RULES.currentPassword,
    );
    const same = passwordChangeSchema.safeParse({ currentPassword: 'a-new-password', newPassword: 'a-new-password' });
    expect(same.error?.issues[0]).toMatchObject({ message: USER_RULES.samePassword, path: ['newPassword'] });
    expect(passwordChangeSchema.safeParse({ currentPassword: 'old', newPassword: 'a-new-password' }).success).toBe(true);
  });
});
