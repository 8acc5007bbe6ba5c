/** Shown where an event has no photo: the popup's large image and the grade page's cards. */
export const DEFAULT_EVENT_IMAGE = '/images/event-default.svg';
