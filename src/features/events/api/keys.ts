/** The Events Tool's query keys: `['events', resource, ...params, 'admin']` (its reads carry the token, strong). */
export const EVENT_KEYS = {
  /** Every month the Events Tool has read. */
  months: ['events', 'month'] as const,
  month: (month: string) => ['events', 'month', month, 'admin'] as const,
  item: (id: string | null) => ['events', 'item', id, 'admin'] as const,
};
