/**
 * Links typed by officers: the link-pill check (SPEC section 5) and the rule that only http, https and
 * mailto ever become links (DESIGN section 6). Shared by the editors, the functions and the pages.
 */
/** A link shown as a pill: key is the label, value the URL. */
export interface LinkPill {
  key: string;
  value: string;
  /** The label's optional Spanish version (docs/decisions/070); absent or '' for none. */
  key_es?: string;
}

const SAFE_SCHEMES = ['http:', 'https:', 'mailto:'];

/** A pill needs a label longer than 1 character and a target of at least 3 (SPEC section 5). */
export function isValidLinkPill(link: Pick<LinkPill, 'key' | 'value'>): boolean {
  return link.key.trim().length > 1 && link.value.trim().length >= 3;
}

/**
 * The address a link may point to: https:// is added when there is no scheme (SPEC, Event popup);
 * any scheme other than http, https and mailto gives null, so it is never rendered as a link.
 */
export function safeHref(raw: string): string | null {
  const text = raw.trim();
  if (!text) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text);
  const candidate = hasScheme ? text : `https://${text.replace(/^\/+/, '')}`;
  try {
    const url = new URL(candidate);
    if (!SAFE_SCHEMES.includes(url.protocol)) return null;
    if (url.protocol !== 'mailto:' && !url.hostname.includes('.') && url.hostname !== 'localhost') return null;
    return url.href;
  } catch {
    return null;
  }
}
