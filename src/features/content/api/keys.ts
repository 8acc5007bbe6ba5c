/** The Site content tool's query keys: `['content', record, 'admin']` (its reads carry the token, strong). */
export const CONTENT_KEYS = {
  site: ['content', 'site', 'admin'] as const,
  home: ['content', 'home', 'admin'] as const,
  board: ['content', 'board', 'admin'] as const,
  textsToCome: ['content', 'texts-to-come', 'admin'] as const,
};

/** The public pages' keys: the home banner's images. */
export const PUBLIC_CONTENT_KEYS = {
  homeImages: ['content', 'home-images'] as const,
};
