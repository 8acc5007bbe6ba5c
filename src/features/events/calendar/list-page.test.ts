import { describe, expect, it } from 'vitest';
import { listPageOf } from './list-page';

describe("the list's page in the address", () => {
  it('reads a whole number from 1', () => {
    expect(listPageOf('1')).toBe(1);
    expect(listPageOf('2')).toBe(2);
    expect(listPageOf('12')).toBe(12);
  });

  it('reads anything else as no page', () => {
    for (const value of [null, '', '0', '-1', '1.5', '01', 'two', '2x', '99999']) expect(listPageOf(value), String(value)).toBeNull();
  });
});
