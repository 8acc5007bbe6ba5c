/** The Site content tool's query keys: `['content', record, 'admin']` (its reads carry the token, strong). */
export const CONTENT_KEYS = {
  site: ['content', 'site', 'admin'] as const,
  home: ['content', 'home', 'admin'] as const,
  board: ['content', 'board', 'admin'] as const,
};
