import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './modal.css';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** id of the element that names the dialog, or the name itself as `label`. */
  labelledBy?: string;
  label?: string;
  className?: string;
  children: ReactNode;
}

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
export function tabStops(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => {
    if (element.tabIndex < 0 || element.closest('[inert]') || element.getClientRects().length === 0) return false;
    if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || !element.name) return true;
    const group = [...container.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(element.name)}"]`)];
    return element === (group.find((radio) => radio.checked) ?? group[0]);
  });
}

/**
 * A modal dialog on the native <dialog>: focus stays inside (Tab from the last stop goes to the first and
 * Shift+Tab from the first to the last: the browser's own modal would let it reach the page or the address
 * bar in between), Escape closes, focus returns to what was focused before, and the page behind does not
 * scroll while it is open (DESIGN section 7).
 */
export function Modal({ open, onClose, labelledBy, label, className, children }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    document.body.classList.add('scroll-locked');
    return () => {
      document.body.classList.remove('scroll-locked');
      if (element.open) element.close();
      returnFocus?.focus();
    };
  }, [open]);

  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || !dialog.current) return;
    const stops = tabStops(dialog.current);
    const first = stops[0];
    const last = stops[stops.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    const inside = active instanceof Node && dialog.current.contains(active) && active !== dialog.current;
    if (event.shiftKey && (!inside || active === first)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (!inside || active === last)) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // A click on the backdrop (the dialog itself, outside its content) closes it; from the keyboard, Escape does (onCancel).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className={className ? `modal ${className}` : 'modal'}
      aria-labelledby={labelledBy}
      aria-label={label}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={keepFocusInside}
      onClick={(event) => event.target === dialog.current && onClose()}
    >
      {open && children}
    </dialog>
  );
}
