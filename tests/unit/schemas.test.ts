import { describe, expect, it } from 'vitest';
import { formationInputSchema } from '../../src/features/formations/formation-schema';
import { INVALID_CREDENTIALS_MESSAGE, loginSchema } from '../../src/features/users/login-schema';
import { photoUploadSchema } from '../../src/features/photos/photo-upload-schema';
import { parseBody } from '../../src/server/http.server';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('the login body', () => {
  it('accepts a user id and a password, trimming the id', () => {
    expect(loginSchema.parse({ userId: ' editor ', password: ' secret ' })).toEqual({ userId: 'editor', password: ' secret ' });
  });

  it.each([
    ['a missing password', { userId: 'editor' }],
    ['a blank user id', { userId: '   ', password: 'x' }],
    ['an empty password', { userId: 'editor', password: '' }],
    ['a number for a password', { userId: 'editor', password: 12345 }],
    ['no object at all', null],
  ])('refuses %s with the spec message', (_what, body) => {
    const result = loginSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(firstMessage(result)).toBe(INVALID_CREDENTIALS_MESSAGE);
  });
});

describe('the photo upload body', () => {
  const valid = { item_id: 'chess-club', type: 'committee', src: 'data:image/jpeg;base64,/9j/', title: '  p1.jpg ' };

  it('accepts the spec fields, trims the title and names an untitled photo', () => {
    expect(photoUploadSchema.parse(valid)).toEqual({ ...valid, title: 'p1.jpg' });
    expect(photoUploadSchema.parse({ ...valid, title: undefined }).title).toBe('photo.jpg');
    expect(photoUploadSchema.parse({ ...valid, title: 'x'.repeat(300) }).title).toHaveLength(200);
  });

  it.each([
    ['an unknown type', { type: 'page' }, /event, a grade or a committee/],
    ['an item id with a path in it', { item_id: '../users' }, /no valid item/],
    ['a missing image', { src: '' }, /choose an image/],
    ['an image that is not text', { src: 42 }, /choose an image/],
  ])('refuses %s with a readable message', (_what, change, message) => {
    const result = photoUploadSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(firstMessage(result)).toMatch(message);
  });
});

describe('the grade and committee body (SPEC section 5)', () => {
  it.each([
    ['a missing title', { type: 'committee', title: '  ' }, /title/i],
    ['a grade without an allowed icon', { type: 'grade', title: 'Grade X', icon: 'rocket', colorCode: '#123456' }, /icon/i],
    ['a grade without a colour', { type: 'grade', title: 'Grade Y', icon: 'school' }, /colou?r/i],
    ['a grade whose colour is no hex code', { type: 'grade', title: 'Grade Z', icon: 'school', colorCode: '#12345' }, /choose a colour/],
    ['a leader without a name', { type: 'committee', title: 'X1', leadership: [{ position: 'Chair', name: '', email: '' }] }, /name/i],
    [
      'a leader with a bad email',
      { type: 'committee', title: 'X2', leadership: [{ position: 'Chair', name: 'Ann', email: 'ann@' }] },
      /email/i,
    ],
    ['a one-letter link label', { type: 'committee', title: 'X3', links: [{ key: 'A', value: 'https://x.org' }] }, /label/i],
    [
      'a script link',
      { type: 'committee', title: 'X4', links: [{ key: 'Click', value: 'javascript:alert(1)' }] },
      /not a web or email address/i,
    ],
    ['an unknown type', { type: 'team', title: 'X5' }, /grade or a committee/i],
  ])('refuses %s with a 400 and a readable message', (_what, body, message) => {
    // As the formation function reads it: the first problem, named by its field.
    expect(() => parseBody(formationInputSchema, body)).toThrow(
      expect.objectContaining({ status: 400, message: expect.stringMatching(message) }),
    );
  });
});
