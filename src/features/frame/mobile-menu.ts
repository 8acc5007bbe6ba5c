/**
 * The side menu (SPEC section 2), a modal <dialog>, as the islands' Modal behaves: it opens from its toggle,
 * Tab and Shift+Tab stay inside it, Escape, the close button, the backdrop or a followed link close it, the
 * page behind does not scroll while it is open, and focus returns to the toggle. Its Grades list folds open
 * and shut.
 */
import { keepTabInside } from '../../shared/focus-trap';

const SCROLL_LOCK = 'scroll-locked';

export function startMobileMenu(header: HTMLElement): void {
  const toggle = header.querySelector<HTMLButtonElement>('.mobile-menu__toggle');
  const dialog = header.querySelector<HTMLDialogElement>('dialog.mobile-menu');
  if (!toggle || !dialog) return;

  // The script opens and closes the menu itself (preventing the click's default also stops the buttons'
  // declarative commands, which serve pages without JavaScript).
  toggle.addEventListener('click', (event) => {
    event.preventDefault();
    if (dialog.open) return;
    dialog.showModal();
    toggle.setAttribute('aria-expanded', 'true');
    document.body.classList.add(SCROLL_LOCK);
  });
  // However it closes (Escape included, which the browser handles), the page is given back.
  dialog.addEventListener('close', () => {
    toggle.setAttribute('aria-expanded', 'false');
    document.body.classList.remove(SCROLL_LOCK);
    toggle.focus();
  });
  dialog.addEventListener('keydown', (event) => keepTabInside(dialog, event));
  dialog.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    // The backdrop is the dialog itself, outside its panel; a link leaves the page, so the menu closes first.
    if (target === dialog || target?.closest('a[href]')) dialog.close();
    if (target?.closest('.mobile-menu__close')) {
      event.preventDefault();
      dialog.close();
    }
  });

  const expand = dialog.querySelector<HTMLButtonElement>('.mobile-menu__expand');
  const grades = dialog.querySelector<HTMLElement>('#mobile-grades');
  const label = expand?.querySelector('.visually-hidden');
  expand?.addEventListener('click', () => {
    const open = expand.getAttribute('aria-expanded') !== 'true';
    expand.setAttribute('aria-expanded', String(open));
    // The page drew both labels in its language.
    if (label) label.textContent = (open ? expand.dataset.hideLabel : expand.dataset.showLabel) ?? label.textContent;
    if (grades) grades.hidden = !open;
  });
}
