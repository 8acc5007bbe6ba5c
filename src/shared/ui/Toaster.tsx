import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import './toaster.css';

/** Toasts appear top-right and close after 5000 ms (SPEC section 8). One per island that shows toasts. */
const TOAST_DURATION_MS = 5000;

interface ToasterProps {
  /** Names a Toaster of a popup's own (see ToastPlace in src/shared/notify.ts). */
  containerId?: string;
  /** In the admin area toasts start below its bar, so they never cover the Admin Menu button (docs/decisions/030). */
  belowAdminBar?: boolean;
}

export function Toaster({ containerId, belowAdminBar = false }: ToasterProps = {}) {
  return (
    <ToastContainer
      containerId={containerId}
      className={belowAdminBar ? 'toaster--below-admin-bar' : undefined}
      position="top-right"
      autoClose={TOAST_DURATION_MS}
      closeOnClick={false}
      draggable
      newestOnTop
    />
  );
}
