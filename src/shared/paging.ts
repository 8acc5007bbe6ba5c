/** Client-side pages of a fetched list (SPEC section 9: grade page 3, home list 4). */
export interface ListPage<T> {
  items: T[];
  /** 1-based, clamped to the pages that exist. */
  page: number;
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/** At least one page, so an empty list still reads as "page 1 of 1". */
export const pageCountOf = (total: number, size: number) => Math.max(1, Math.ceil(Math.max(total, 0) / size));

/** The items of one page; a page beyond the ends is clamped (a list that shrank keeps a valid page). */
export function pageOf<T>(items: readonly T[], page: number, size: number): ListPage<T> {
  const pageCount = pageCountOf(items.length, size);
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  return {
    items: items.slice((current - 1) * size, current * size),
    page: current,
    pageCount,
    hasPrevious: current > 1,
    hasNext: current < pageCount,
  };
}
