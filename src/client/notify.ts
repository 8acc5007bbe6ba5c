/** Toasts with the spec's texts; every toast is also logged (SPEC section 8). */
import { toast } from 'react-toastify/unstyled';

export function notifySuccess(message: string): void {
  console.info(`[toast] ${message}`);
  toast.success(message);
}

export function notifyError(message: string, detail?: unknown): void {
  console.error(`[toast] ${message}`, detail ?? '');
  toast.error(message, { closeButton: true, draggable: true, pauseOnHover: false });
}
