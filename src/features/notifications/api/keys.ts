/** The notifications feature's query keys: `['notifications', resource, 'admin']`. */
export const NOTIFICATION_KEYS = {
  settings: ['notifications', 'settings', 'admin'] as const,
};
