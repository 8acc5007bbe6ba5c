import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';

/** Toasts appear top-right and close after 5000 ms (SPEC section 8). One per island that shows toasts. */
export const TOAST_DURATION_MS = 5000;

/** `containerId` names a Toaster of a popup's own (see ToastPlace in src/client/notify.ts). */
export function Toaster({ containerId }: { containerId?: string } = {}) {
  return (
    <ToastContainer
      containerId={containerId}
      position="top-right"
      autoClose={TOAST_DURATION_MS}
      closeOnClick={false}
      draggable
      newestOnTop
    />
  );
}
