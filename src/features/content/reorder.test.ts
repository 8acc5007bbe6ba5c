import { describe, expect, it } from 'vitest';
import { moveItem } from './reorder';

describe('moveItem', () => {
  it('swaps an item with its neighbour above or below', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 2, -1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 1, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(['a', 'b'], 0, 1)).toEqual(['b', 'a']);
  });

  it('leaves the list as it is at its ends, as a new list', () => {
    const list = ['a', 'b', 'c'];
    expect(moveItem(list, 0, -1)).toEqual(list);
    expect(moveItem(list, 2, 1)).toEqual(list);
    expect(moveItem(list, 0, -1)).not.toBe(list);
  });
});
