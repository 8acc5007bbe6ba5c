/**
 * The site frame's one script (docs/decisions/038): everything in the prebuilt header and footer that needs
 * the browser. Each part starts from what was prebuilt and changes it only on an event, or once the browser
 * knows something the build could not (the scroll position, the signed-in user, the grades).
 */
import { readStoredToken } from '../../shared/session-store';
import { accountLink } from './account-link';
import { showGradeLinks } from './grade-links';
import { startMobileMenu } from './mobile-menu';
import { isHeaderLocked } from './nav-links';
import { startNavPanels } from './nav-panels';

/** The header locks once the page is scrolled more than 82 px (SPEC section 9). */
function startHeaderLock(header: HTMLElement): void {
  const update = () => header.classList.toggle('site-header--locked', isHeaderLocked(window.scrollY));
  update();
  window.addEventListener('scroll', update, { passive: true });
}

/**
 * A link to an outside site opens only after the visitor confirms (SPEC section 1; docs/decisions/028): from
 * now on it takes clicks and focus, and the JavaScript-off variant beside it goes.
 */
function activateConfirmedLink(link: HTMLAnchorElement): void {
  const prompt = link.dataset.confirmedLink ?? '';
  link.addEventListener('click', (event) => {
    if (!window.confirm(prompt)) event.preventDefault();
  });
  link.classList.remove('external-link--waiting');
  link.removeAttribute('aria-disabled');
  link.removeAttribute('tabindex');
  const variant = link.nextElementSibling;
  if (variant?.classList.contains('external-link-noscript')) variant.remove();
}

/** The footer names the signed-in user, linking to /access; the prebuilt page says Login (SPEC section 2). */
function showAccountLink(link: HTMLAnchorElement): void {
  const { href, label } = accountLink(readStoredToken());
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
  if (link.textContent !== label) link.textContent = label;
}

export function startSiteFrame(): void {
  const header = document.querySelector<HTMLElement>('.site-header');
  if (!header) return;
  startHeaderLock(header);
  header.querySelectorAll<HTMLAnchorElement>('a[data-confirmed-link]').forEach(activateConfirmedLink);
  startNavPanels(header);
  startMobileMenu(header);
  showGradeLinks(header);
  const account = document.querySelector<HTMLAnchorElement>('a[data-account-link]');
  if (account) showAccountLink(account);
}
