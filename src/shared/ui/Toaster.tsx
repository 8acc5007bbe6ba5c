import { lazy, Suspense, useEffect, useState } from 'react';
import type { CloseButtonProps } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { loadToasts, subscribeToToasts, toasterDrawn, toasterMounted, toastsWanted } from '../notify';
import { useBrowserValue } from './use-hydrated';
import { useLang } from '../i18n/text-context';
import { uiText } from './ui-text';
import './toaster.css';

/**
 * Toasts appear top-right and close after 5000 ms (SPEC section 8). One per island that shows toasts; it draws
 * react-toastify's container once the first toast has loaded it (src/shared/notify.ts).
 */
const TOAST_DURATION_MS = 5000;

const ToastContainer = lazy(async () => ({ default: (await loadToasts()).ToastContainer }));

interface ToasterProps {
  /** Names a Toaster of a popup's own (see ToastPlace in src/shared/notify.ts). */
  containerId?: string;
  /** In the admin area toasts start below its bar, so they never cover the Admin Menu button (docs/decisions/030). */
  belowAdminBar?: boolean;
}

/** react-toastify's own close button, named in Spanish (its label is English and cannot be given otherwise). */
function SpanishCloseButton({ closeToast, theme }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={uiText.es.closeNotification}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

export function Toaster({ containerId, belowAdminBar = false }: ToasterProps = {}) {
  const spanish = useLang() === 'es';
  const wanted = useBrowserValue(subscribeToToasts, toastsWanted, () => false);
  const [key] = useState(() => Symbol('toaster'));
  useEffect(() => toasterMounted(key), [key]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer
        containerId={containerId}
        className={belowAdminBar ? 'toaster--below-admin-bar' : undefined}
        position="top-right"
        autoClose={TOAST_DURATION_MS}
        closeOnClick={false}
        draggable
        newestOnTop
        {...(spanish ? { 'aria-label': uiText.es.notifications, closeButton: SpanishCloseButton } : {})}
      />
      <Drawn toaster={key} />
    </Suspense>
  );
}

/** Tells notify.ts that its Toaster's container is drawn: it mounts with the container, once react-toastify has loaded. */
function Drawn({ toaster }: { toaster: symbol }) {
  useEffect(() => toasterDrawn(toaster), [toaster]);
  return null;
}
