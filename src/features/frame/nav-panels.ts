/**
 * The hover panels of the wide navigation (Grades, Volunteers) open on hover and focus by CSS. Escape closes an
 * open one by moving focus back to its link (WCAG 1.4.13); it opens again once the pointer or the focus has
 * left the item.
 */
const DISMISSED = 'site-nav__item--dismissed';

export function startNavPanels(header: HTMLElement): void {
  for (const item of header.querySelectorAll<HTMLLIElement>('.site-nav__item--panel')) {
    item.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      item.querySelector<HTMLAnchorElement>(':scope > a')?.focus();
      item.classList.add(DISMISSED);
    });
    item.addEventListener('mouseleave', () => item.classList.remove(DISMISSED));
    item.addEventListener('focusout', (event) => {
      if (!(event.relatedTarget instanceof Node && item.contains(event.relatedTarget))) item.classList.remove(DISMISSED);
    });
  }
}
