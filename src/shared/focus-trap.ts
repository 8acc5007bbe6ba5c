/**
 * Tab and Shift+Tab kept inside a modal container (the islands' Modal and the site frame's side menu): from
 * the last stop Tab goes to the first, from the first Shift+Tab to the last; the browser's own modal would
 * let focus reach the page or the address bar in between.
 */
const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/**
 * The elements Tab stops at inside a container, in order: focusable, shown, not taken out of the tab order,
 * and for a group of radio buttons only the one Tab lands on (the checked one, or the first).
 */
function tabStops(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => {
    if (element.tabIndex < 0 || element.closest('[inert]') || element.getClientRects().length === 0) return false;
    if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || !element.name) return true;
    const group = [...container.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(element.name)}"]`)];
    return element === (group.find((radio) => radio.checked) ?? group[0]);
  });
}

/** The key event parts the trap reads: a DOM KeyboardEvent and React's both have them. */
interface TabKey {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
  preventDefault: () => void;
}

/** Moves focus around the ends of `container`'s tab stops on Tab; other keys pass. */
export function keepTabInside(container: HTMLElement, event: TabKey): void {
  if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const stops = tabStops(container);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  const inside = active instanceof Node && container.contains(active) && active !== container;
  if (event.shiftKey && (!inside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
