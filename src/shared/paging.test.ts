import { describe, expect, it } from 'vitest';
import { pageCountOf, pageOf } from './paging';

describe('client-side pages (SPEC section 9)', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

  it('cuts a list into pages of the given size and says which arrows apply', () => {
    expect(pageOf(items, 1, 3)).toEqual({ items: ['a', 'b', 'c'], page: 1, pageCount: 3, hasPrevious: false, hasNext: true });
    expect(pageOf(items, 2, 3)).toMatchObject({ items: ['d', 'e', 'f'], hasPrevious: true, hasNext: true });
    expect(pageOf(items, 3, 3)).toMatchObject({ items: ['g'], hasPrevious: true, hasNext: false });
    expect(pageOf(items, 2, 4)).toMatchObject({ items: ['e', 'f', 'g'], pageCount: 2, hasNext: false });
  });

  it('clamps a page beyond either end, so a list that shrank still shows its last page', () => {
    expect(pageOf(items, 9, 3)).toMatchObject({ items: ['g'], page: 3 });
    expect(pageOf(items, 0, 3)).toMatchObject({ items: ['a', 'b', 'c'], page: 1 });
    expect(pageOf(items, Number.NaN, 3)).toMatchObject({ page: 1 });
  });

  it('keeps one empty page for an empty list', () => {
    expect(pageOf([], 1, 4)).toEqual({ items: [], page: 1, pageCount: 1, hasPrevious: false, hasNext: false });
    expect(pageCountOf(0, 4)).toBe(1);
    expect(pageCountOf(8, 4)).toBe(2);
    expect(pageCountOf(9, 4)).toBe(3);
  });
});
