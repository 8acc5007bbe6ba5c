import type { ClientDirective } from 'astro';
import { hydrateKeepingFields } from './keep-typed-text';

/** What starts loading the island's code: a pointer over it or on it, the focus entering it, a key in it. */
const USE_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

/** How long a press waits for the island's code before its button sends its form, as without scripts. */
const GIVE_UP_MS = 8000;

/**
 * A dialog drawn open in the island (an event's popup on its own address, docs/decisions/083) is a modal at once,
 * before any of the island's code: the browser keeps Tab inside it, and Escape presses its Close, a press held
 * like any other until the island runs and does it. Named as the island will name it (`data-labelledby`); the
 * page behind does not scroll, as under the island's modal (src/shared/ui/Modal.tsx).
 */
function openDrawnDialogs(island: HTMLElement): void {
  for (const dialog of island.querySelectorAll<HTMLDialogElement>('dialog[data-drawn]')) {
    dialog.showModal();
    dialog.removeAttribute('role');
    if (dialog.dataset.labelledby) dialog.setAttribute('aria-labelledby', dialog.dataset.labelledby);
    if (dialog.dataset.label) dialog.setAttribute('aria-label', dialog.dataset.label);
    document.body.classList.add('scroll-locked');
    dialog.addEventListener('cancel', (event) => {
      // Once the island runs, Escape is its own.
      if (!island.hasAttribute('ssr')) return;
      event.preventDefault();
      dialog.querySelector<HTMLButtonElement>('.modal__close')?.click();
    });
  }
}

/** What a held button does when the island's code does not come: a submit button sends its form. */
const sendForm = (button: HTMLButtonElement) => {
  if (button.type === 'submit') button.form?.requestSubmit(button);
};

/**
 * `client:firstpress`: the island loads and runs its code when it is first used, for an island whose page
 * works without it (docs/decisions/079). Nothing is loaded or run at start. A button pressed before the code
 * has run is held, not sent, and pressed again once it has: it does in place what it does with the island. If
 * the code cannot load or run, or takes more than 8 s, the held button sends its form, as it does without
 * scripts, and the island's buttons are no longer held. What was typed or chosen in its fields meanwhile is
 * taken over; its links are never held. It runs too when Back or Forward stays on the page, and, given the
 * name of a history state's key (`client:firstpress="event_item"`), at once on a page whose state has that
 * key: what the state asks for is the island's to do. A dialog drawn open in it is a modal from the start.
 */
const firstPress: ClientDirective = (load, options, island) => {
  let held: HTMLButtonElement | null = null;
  let started = false;
  let released = false;
  const hold = (click: MouseEvent) => {
    const button = click.target instanceof Element ? click.target.closest('button') : null;
    if (!button || !island.contains(button)) return;
    click.preventDefault();
    click.stopPropagation();
    if (held === null) setTimeout(() => release(sendForm), GIVE_UP_MS);
    held = button;
    island.setAttribute('data-pressed', '');
    start();
  };
  const release = (press: (button: HTMLButtonElement) => void) => {
    if (released) return;
    released = true;
    island.removeEventListener('click', hold, { capture: true });
    island.removeAttribute('data-pressed');
    if (held?.isConnected) press(held);
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const type of USE_EVENTS) island.removeEventListener(type, start);
    load()
      .then((run) => hydrateKeepingFields(island, run))
      .then(
        () => release((button) => button.click()),
        () => release(sendForm),
      );
  };
  island.addEventListener('click', hold, { capture: true });
  // Before the listeners: the focus a modal takes as it opens is not a use.
  openDrawnDialogs(island);
  for (const type of USE_EVENTS) island.addEventListener(type, start, { passive: true });
  // Back or Forward to an entry of this page (a month the island put in the address before a reload): the
  // island draws what the address names, as when it runs.
  window.addEventListener('popstate', start, { once: true });
  const state: unknown = history.state;
  if (typeof options.value === 'string' && typeof state === 'object' && state !== null && options.value in state) start();
};

export default firstPress;
