import { describe, expect, it } from 'vitest';
import { isCurrentSection, isHeaderLocked } from './nav-links';

describe('the header lock (SPEC section 9)', () => {
  it('locks only once the page is scrolled more than 82 px', () => {
    expect(isHeaderLocked(0)).toBe(false);
    expect(isHeaderLocked(82)).toBe(false);
    expect(isHeaderLocked(82.5)).toBe(true);
    expect(isHeaderLocked(400)).toBe(true);
  });
});

describe('the current navigation item', () => {
  it('marks Home only on the home page', () => {
    expect(isCurrentSection('/', '/')).toBe(true);
    expect(isCurrentSection('/', '/contactus/')).toBe(false);
  });

  it('marks a section on its own page and on the pages under it, with or without a trailing slash', () => {
    expect(isCurrentSection('/grades', '/grades/')).toBe(true);
    expect(isCurrentSection('/grades', '/grades/3rd-grade')).toBe(true);
    expect(isCurrentSection('/volunteers', '/volunteers/forms/')).toBe(true);
    expect(isCurrentSection('/volunteers/forms', '/volunteers/reimbursement-letter/')).toBe(false);
    expect(isCurrentSection('/events', '/eventsx')).toBe(false);
  });

  it('marks the current section of a Spanish page', () => {
    expect(isCurrentSection('/', '/es')).toBe(true);
    expect(isCurrentSection('/grades', '/es/grades/3rd-grade')).toBe(true);
    expect(isCurrentSection('/', '/es/events')).toBe(false);
  });
});
