/** The event popup's own Toaster: a toast outside the open dialog would sit under it (notify.ts). */
export const EVENT_POPUP_TOASTS = 'event-popup';
