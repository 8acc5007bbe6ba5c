/**
 * Toasts with the spec's texts; every toast is also logged (SPEC section 8). react-toastify loads with the
 * first toast, not with the page (docs/decisions/073): until then each Toaster draws nothing. A toast is shown
 * once every Toaster on the page has drawn its container: react-toastify hands a toast only to the containers
 * drawn when it is shown, so a popup's toast shown before the popup's container would be lost.
 */
import type * as Toastify from 'react-toastify/unstyled';

type Toasts = typeof Toastify;

let loading: Promise<Toasts> | null = null;
const listeners = new Set<() => void>();

/** react-toastify, loaded once: the Toasters draw their containers when it has arrived. */
export function loadToasts(): Promise<Toasts> {
  if (!loading) {
    loading = import('react-toastify/unstyled');
    for (const listener of listeners) listener();
  }
  return loading;
}

/** Whether a toast was asked for, so the Toasters load and draw their containers; calls `listener` when it first is. */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const toastsWanted = (): boolean => loading !== null;

const toasters = new Set<symbol>();
const drawn = new Set<symbol>();
let waiting: Array<() => void> = [];

function showWaiting(): void {
  if ([...toasters].some((toaster) => !drawn.has(toaster))) return;
  const shown = waiting;
  waiting = [];
  for (const show of shown) show();
}

/** A Toaster on the page (`toaster` is its own key): a toast waits for its container; the returned function forgets it. */
export function toasterMounted(toaster: symbol): () => void {
  toasters.add(toaster);
  return () => {
    toasters.delete(toaster);
    drawn.delete(toaster);
    showWaiting();
  };
}

/** A Toaster's container is drawn and registered with react-toastify. */
export function toasterDrawn(toaster: symbol): void {
  drawn.add(toaster);
  // After the effects of this commit: each container registers itself in an effect of its own.
  setTimeout(showWaiting, 0);
}

/** Runs `show` with react-toastify's `toast` once it has loaded and every Toaster has drawn its container. */
export function withToasts(show: (toast: Toasts['toast']) => void): void {
  void loadToasts().then(({ toast }) => {
    waiting.push(() => show(toast));
    showWaiting();
  });
}

/**
 * Which Toaster shows a toast: the page's own by default. A modal dialog sits in the browser's top layer
 * above every page toast, so a popup that toasts while open has a Toaster of its own inside it.
 */
export interface ToastPlace {
  containerId?: string;
}

export function notifySuccess(message: string, place: ToastPlace = {}): void {
  console.info(`[toast] ${message}`);
  withToasts((toast) => toast.success(message, { containerId: place.containerId }));
}

export function notifyError(message: string, detail?: unknown, place: ToastPlace = {}): void {
  console.error(`[toast] ${message}`, detail ?? '');
  withToasts((toast) => toast.error(message, { closeButton: true, draggable: true, pauseOnHover: false, containerId: place.containerId }));
}
