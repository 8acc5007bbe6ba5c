/**
 * The site frame's one script (docs/decisions/038): everything in the prebuilt header and footer that needs
 * the browser. Each part starts from what was prebuilt and changes it only on an event, or once the browser
 * knows something the build could not (the scroll position, the signed-in user, the grades). The page's
 * links to outside sites (ExternalLink.astro, the banner's included) become live here too: one script a page.
 */
import { reloadWhenCodeFailsToLoad } from '../../shared/code-reload';
import { readStoredToken } from '../../shared/session-store';
import { activateExternalLinks } from '../../shared/ui/external-link';
import { accountLink, LOGIN_LINK } from './account-link';
import { showGradeLinks } from './grade-links';
import { startMobileMenu } from './mobile-menu';
import { startLangSwitch } from './lang-switch';
import { isHeaderLocked } from './nav-links';
import { startNavPanels } from './nav-panels';

/** The header locks once the page is scrolled more than 82 px (SPEC section 9). */
function startHeaderLock(header: HTMLElement): void {
  const update = () => header.classList.toggle('site-header--locked', isHeaderLocked(window.scrollY));
  // The first reading waits for the page's first frame, which lays the page out anyway: read now, the position
  // would lay it out inside this script's task, a long one on a phone. A page opened scrolled locks then.
  requestAnimationFrame(update);
  window.addEventListener('scroll', update, { passive: true });
}

/**
 * The footer names the signed-in user, linking to /access; the prebuilt page says Login (SPEC section 2), in
 * its own language ('Iniciar sesión' on a Spanish page).
 */
function showAccountLink(link: HTMLAnchorElement): void {
  const account = accountLink(readStoredToken());
  const href = account.href;
  const label = account === LOGIN_LINK ? (link.dataset.loginLabel ?? LOGIN_LINK.label) : account.label;
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
  if (link.textContent !== label) link.textContent = label;
}

export function startSiteFrame(): void {
  // A popup's code that fails to arrive reloads the page once (code-reload.ts).
  reloadWhenCodeFailsToLoad();
  const header = document.querySelector<HTMLElement>('.site-header');
  if (!header) return;
  startHeaderLock(header);
  startLangSwitch();
  // Every link of the page that asks before it opens an outside site: the banner's and the page's own.
  activateExternalLinks(document);
  startNavPanels(header);
  startMobileMenu(header);
  showGradeLinks(header);
  const account = document.querySelector<HTMLAnchorElement>('a[data-account-link]');
  if (account) showAccountLink(account);
}
