/** The Site content tool's query keys: `['content', record, 'admin']` (its reads carry the token, strong). */
export const CONTENT_KEYS = {
  site: ['content', 'site', 'admin'] as const,
  home: ['content', 'home', 'admin'] as const,
  board: ['content', 'board', 'admin'] as const,
  /**
   * The texts of the events and sheets to come, outside `content`: the tool's loading overlay (useAdminBusy) does not
   * cover its forms while this slower read runs; its list says it is checking.
   */
  textsToCome: ['texts-to-come', 'admin'] as const,
};

/** The public pages' keys: the home banner's images. */
export const PUBLIC_CONTENT_KEYS = {
  homeImages: ['content', 'home-images'] as const,
};
