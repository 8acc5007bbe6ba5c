import { describe, expect, it } from 'vitest';
import { pageMethods } from './page-methods';

describe('the methods a drawn page answers', () => {
  it('lets the pages that take their own forms answer POST, in both languages', () => {
    for (const path of [
      '/volunteers/forms',
      '/es/volunteers/forms',
      '/events/evt-book-fair',
      '/es/events/evt-book-fair/',
      '/volunteers/signup/abc_DEF-123',
      '/es/volunteers/signup/abc_DEF-123',
    ]) {
      expect(pageMethods(path)).toEqual(['GET', 'HEAD', 'POST']);
    }
  });

  it('answers only GET and HEAD elsewhere: the calendar, the home page, deeper event paths', () => {
    for (const path of [
      '/',
      '/es',
      '/events',
      '/committees',
      '/aboutus',
      '/events/evt-book-fair/more',
      '/volunteers',
      '/volunteers/signup',
    ]) {
      expect(pageMethods(path)).toEqual(['GET', 'HEAD']);
    }
  });
});
