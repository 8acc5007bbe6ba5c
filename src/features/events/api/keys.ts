/** The Events Tool's query keys: `['events', resource, ...params, 'admin']` (its reads carry the token, strong). */
export const EVENT_KEYS = {
  /** Every month the Events Tool has read. */
  months: ['events', 'month'] as const,
  month: (month: string) => ['events', 'month', month, 'admin'] as const,
  item: (id: string | null) => ['events', 'item', id, 'admin'] as const,
};

/**
 * The public pages' keys: the calendar's month and the popup's event, which a page drawn on request fills
 * (docs/decisions/045), a grade page's month (docs/decisions/044) and the home list from a day.
 */
export const PUBLIC_EVENT_KEYS = {
  month: (month: string | null) => ['events', 'month', month] as const,
  event: (id: string | null) => ['events', 'event', id] as const,
  gradeMonth: (gradeSlug: string, month: string) => ['events', 'grade', gradeSlug, month] as const,
  home: (today: string | null) => ['events', 'home', today] as const,
};
