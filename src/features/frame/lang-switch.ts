/**
 * The language switch's script (DESIGN section 9; docs/decisions/068). Each switch link (header, side menu,
 * reminder bar) leads to the current address in its language: path, query and hash, kept up to date on
 * load, on hash and history changes, and just before the link is followed, since a page's script may have
 * changed the address without an event. Following one remembers the choice in a cookie for a year. The
 * remembered language is never a redirect: on a page in the other language a small bar offers the way back.
 */
import { LANG_COOKIE, langOf, pathIn, type Lang } from '../../shared/i18n/lang';

const SWITCH = 'a[data-lang-switch]';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** A dismissed bar stays away for the session (the tab), not for good. */
const DISMISSED_KEY = 'hsa-lang-bar-dismissed';

const currentAddress = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

function pointAtCurrentAddress(link: HTMLAnchorElement): void {
  const href = pathIn(langOf(link.dataset.langSwitch), currentAddress());
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}

const pointAll = () => document.querySelectorAll<HTMLAnchorElement>(SWITCH).forEach(pointAtCurrentAddress);

export function rememberLang(lang: Lang): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}

/** The language the visitor last chose with the switch, if any. */
export function rememberedLang(cookies: string = document.cookie): Lang | undefined {
  const value = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([^;]*)`).exec(cookies)?.[1];
  return value === 'en' || value === 'es' ? value : undefined;
}

function switchOf(event: Event): HTMLAnchorElement | null {
  return event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(SWITCH) : null;
}

function wasDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function dismiss(bar: HTMLElement): void {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Without storage the bar still goes for this page.
  }
  const hadFocus = bar.contains(document.activeElement);
  bar.remove();
  document.body.style.removeProperty('padding-bottom');
  if (hadFocus) document.querySelector<HTMLElement>('#main')?.focus();
}

/** The bar in the remembered language, fixed at the bottom: it moves nothing, and the page gains room under it. */
function showBar(): void {
  const template = document.querySelector<HTMLTemplateElement>('#lang-bar-template');
  const bar = template?.content.firstElementChild?.cloneNode(true);
  if (!(bar instanceof HTMLElement)) return;
  bar.querySelector('.lang-bar__dismiss')?.addEventListener('click', () => dismiss(bar));
  bar.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') dismiss(bar);
  });
  document.body.append(bar);
  document.body.style.setProperty('padding-bottom', `${bar.offsetHeight}px`);
}

export function startLangSwitch(): void {
  const remembered = rememberedLang();
  if (remembered && remembered !== langOf(document.documentElement.lang) && !wasDismissed()) showBar();
  pointAll();
  window.addEventListener('hashchange', pointAll);
  window.addEventListener('popstate', pointAll);
  const beforeFollowing = (event: Event) => {
    const link = switchOf(event);
    if (!link) return;
    pointAtCurrentAddress(link);
    if (event.type === 'click') rememberLang(langOf(link.dataset.langSwitch));
  };
  for (const type of ['pointerdown', 'keydown', 'click']) document.addEventListener(type, beforeFollowing, true);
}
