/**
 * The panels of the wide navigation (Grades, Volunteers): a hover opens one by CSS, and its disclosure button
 * beside the section's link opens and closes it (aria-expanded), so that Tab walks the sections, not every
 * grade's link on every page (WAI-ARIA's disclosure navigation). Without this script the button is an arrow out
 * of the focus order and the focus opens a panel, by CSS (`site-nav--js` is not set). Escape closes a panel open
 * by its button or a hover and moves the focus to its button (WCAG 1.4.13); a hover opens it again once the
 * pointer comes back or the focus has left the item. The focus leaving an item closes its panel.
 */
const SCRIPTED = 'site-nav--js';
const OPEN = 'site-nav__item--open';
const DISMISSED = 'site-nav__item--dismissed';

export function startNavPanels(header: HTMLElement): void {
  header.querySelector('.site-nav')?.classList.add(SCRIPTED);
  for (const item of header.querySelectorAll<HTMLLIElement>('.site-nav__item--panel')) {
    const toggle = item.querySelector<HTMLButtonElement>(':scope > .site-nav__toggle');
    toggle?.removeAttribute('aria-hidden');
    toggle?.removeAttribute('tabindex');
    toggle?.setAttribute('aria-expanded', 'false');
    const setOpen = (open: boolean) => {
      item.classList.toggle(OPEN, open);
      toggle?.setAttribute('aria-expanded', String(open));
    };
    toggle?.addEventListener('click', () => {
      const open = !item.classList.contains(OPEN);
      setOpen(open);
      item.classList.toggle(DISMISSED, !open);
    });
    item.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !(item.classList.contains(OPEN) || item.matches(':hover'))) return;
      setOpen(false);
      toggle?.focus();
      item.classList.add(DISMISSED);
    });
    item.addEventListener('mouseenter', () => item.classList.remove(DISMISSED));
    item.addEventListener('mouseleave', () => item.classList.remove(DISMISSED));
    item.addEventListener('focusout', (event) => {
      if (event.relatedTarget instanceof Node && item.contains(event.relatedTarget)) return;
      setOpen(false);
      item.classList.remove(DISMISSED);
    });
  }
}
