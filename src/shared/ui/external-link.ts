/**
 * The one rule of a link to an outside site (SPEC sections 1 and 2; docs/decisions/028 and 040): it opens in
 * a new tab only after the visitor confirms, and never before the page's script has made it live. The
 * markup is `ExternalLink.astro`; the site frame's script calls `activateExternalLinks` once for the page.
 * The page draws the prompt in its own language (ui-text.ts); the English here serves a link drawn without.
 */
export const EXTERNAL_SITE_PROMPT = 'You will be navigated to an external site in a new tab. Do you want to continue?';
/** What a visitor without JavaScript reads beside the link, since no prompt can ask them (docs/decisions/028). */
export const EXTERNAL_SITE_NOTICE = 'You will be navigated to an external site in a new tab:';

/** Cancels the click unless the visitor confirms leaving, asked in the page's language (the link's data-prompt). */
function confirmLeave(event: Event): void {
  const link = event.currentTarget instanceof HTMLElement ? event.currentTarget : null;
  if (!window.confirm(link?.dataset.prompt ?? EXTERNAL_SITE_PROMPT)) event.preventDefault();
}

/**
 * Makes a prebuilt link live: from now on it takes clicks and focus and asks first, and the JavaScript-off
 * variant beside it goes. The link stays the same element, so an address the site content script set stays.
 */
function activateExternalLink(link: HTMLAnchorElement): void {
  link.addEventListener('click', confirmLeave);
  link.classList.remove('external-link--waiting');
  link.removeAttribute('aria-disabled');
  link.removeAttribute('tabindex');
  const variant = link.nextElementSibling;
  if (variant?.classList.contains('external-link-noscript')) variant.remove();
}

export function activateExternalLinks(root: ParentNode = document): void {
  root.querySelectorAll<HTMLAnchorElement>('a.external-link--waiting[data-external-link]').forEach(activateExternalLink);
}
