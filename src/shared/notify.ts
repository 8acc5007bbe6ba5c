/** Toasts with the spec's texts; every toast is also logged (SPEC section 8). */
import { toast } from 'react-toastify/unstyled';

/**
 * Which Toaster shows a toast: the page's own by default. A modal dialog sits in the browser's top layer
 * above every page toast, so a popup that toasts while open has a Toaster of its own inside it.
 */
export interface ToastPlace {
  containerId?: string;
}

export function notifySuccess(message: string, place: ToastPlace = {}): void {
  console.info(`[toast] ${message}`);
  toast.success(message, { containerId: place.containerId });
}

export function notifyError(message: string, detail?: unknown, place: ToastPlace = {}): void {
  console.error(`[toast] ${message}`, detail ?? '');
  toast.error(message, { closeButton: true, draggable: true, pauseOnHover: false, containerId: place.containerId });
}
