/** Moves an item one place up (-1) or down (+1); the list is unchanged at its ends. */
export function moveItem<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const low = Math.min(index, index + step);
  const high = low + 1;
  if (low < 0 || high >= items.length) return [...items];
  return [...items.slice(0, low), ...items.slice(high, high + 1), ...items.slice(low, high), ...items.slice(high + 1)];
}
