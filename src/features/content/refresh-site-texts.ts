/**
 * Refreshes the prebuilt pages' editable texts and contacts (docs/decisions/018): elements marked
 * data-site-text (text), data-site-href (a web address) or data-site-email (mailto link and its text) get
 * the stored values. Text only, never HTML; addresses only when safe. Without JavaScript, or when the call
 * fails, the build-time defaults stay.
 */
import { safeHref } from '../../shared/links';
import type { SiteContent } from './site-content';
import { loadPublicSiteContent } from './content-api';

const MARKED = '[data-site-text], [data-site-href], [data-site-email]';

/** The text at a dotted path ('links.volunteering') of the content; undefined unless it is a non-empty string. */
function valueAt(content: SiteContent, path: string | undefined): string | undefined {
  let node: unknown = content;
  for (const key of path?.split('.') ?? [])
    node = typeof node === 'object' && node !== null && Object.hasOwn(node, key) ? Reflect.get(node, key) : undefined;
  return typeof node === 'string' && node ? node : undefined;
}

function applySiteContent(content: SiteContent, root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-site-text]')) {
    const text = valueAt(content, element.dataset.siteText);
    if (text !== undefined) element.textContent = text;
  }
  for (const element of root.querySelectorAll<HTMLAnchorElement>('a[data-site-href]')) {
    const href = safeHref(valueAt(content, element.dataset.siteHref) ?? '');
    if (href?.startsWith('http')) element.href = href;
  }
  for (const element of root.querySelectorAll<HTMLAnchorElement>('a[data-site-email]')) {
    const email = valueAt(content, element.dataset.siteEmail);
    if (email && /^[^\s@<>]+@[^\s@<>]+$/.test(email)) {
      element.href = `mailto:${email}`;
      element.textContent = email;
    }
  }
}

export function refreshSiteContent(): void {
  if (!document.querySelector(MARKED)) return;
  loadPublicSiteContent()
    .then((content) => applySiteContent(content))
    .catch((error: unknown) => console.error('[EG08] site content failed to load', error));
}
