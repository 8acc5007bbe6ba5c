import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { keepTabInside } from '../focus-trap';
import './modal.css';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** id of the element that names the dialog, or the name itself as `label`. */
  labelledBy?: string;
  label?: string;
  className?: string;
  /**
   * A page drawn on request drew it open (docs/decisions/045): it shows as the modal before any script
   * (a dialog opens as a modal only from script), and opens as one once hydrated. Until then it is the
   * page's content, not a dialog: nothing in it works yet, and without JavaScript it stays content.
   */
  drawn?: boolean;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog>: focus stays inside (Tab from the last stop goes to the first and
 * Shift+Tab from the first to the last: the browser's own modal would let it reach the page or the address
 * bar in between), Escape closes, focus returns to what was focused before, and the page behind does not
 * scroll while it is open (DESIGN section 7).
 */
export function Modal({ open, onClose, labelledBy, label, className, drawn = false, children }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [shownDrawn, setShownDrawn] = useState(drawn);

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // A drawn dialog may be in use before it opens as a modal (a field typed in from the keyboard, or a part of
    // it that took the focus as it hydrated): the focus stays where it was, rather than move to its first stop.
    const inUse = focused !== null && element.contains(focused);
    element.showModal();
    if (inUse) focused.focus();
    setShownDrawn(false);
    document.body.classList.add('scroll-locked');
    return () => {
      document.body.classList.remove('scroll-locked');
      if (element.open) element.close();
      if (!inUse) focused?.focus();
    };
  }, [open]);

  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (dialog.current) keepTabInside(dialog.current, event);
  };

  return (
    // A click on the backdrop (the dialog itself, outside its content) closes it; from the keyboard, Escape does (onCancel).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className={className ? `modal ${className}` : 'modal'}
      data-drawn={shownDrawn ? '' : undefined}
      role={shownDrawn ? 'none' : undefined}
      aria-labelledby={shownDrawn ? undefined : labelledBy}
      aria-label={shownDrawn ? undefined : label}
      // What names it once it is the modal, for an island that opens it so before it runs (client:firstpress).
      data-labelledby={shownDrawn ? labelledBy : undefined}
      data-label={shownDrawn ? label : undefined}
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
