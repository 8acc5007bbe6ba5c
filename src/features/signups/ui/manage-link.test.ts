import { describe, expect, it } from 'vitest';
import { manageTokenFromPath } from './manage-link';

describe('manageTokenFromPath', () => {
  const token = 'a'.repeat(40) + '_-Z';

  it('reads the token of a manage link, with or without a trailing slash', () => {
    expect(manageTokenFromPath(`/volunteers/signup/${token}`)).toBe(token);
    expect(manageTokenFromPath(`/volunteers/signup/${token}/`)).toBe(token);
  });

  it('reads the token of the Spanish manage page, and of no other prefix', () => {
    expect(manageTokenFromPath(`/es/volunteers/signup/${token}`)).toBe(token);
    expect(manageTokenFromPath(`/fr/volunteers/signup/${token}`)).toBe('');
  });

  it('answers nothing for the page itself or a deeper path', () => {
    expect(manageTokenFromPath('/volunteers/signup/')).toBe('');
    expect(manageTokenFromPath(`/volunteers/signup/${token}/more`)).toBe('');
  });
});
