import type { ClientDirective } from 'astro';

/** What starts loading the island's code: a pointer over it or on it, the focus entering it, a key in it. */
const USE_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

/**
 * `client:firstpress`: the island loads and runs its code when it is first used, for an island whose every
 * button works without it too (docs/decisions/079). Nothing is loaded or run at start. A button pressed before
 * the code has run is held, not sent, and pressed again once it has: it does in place what it does with the
 * island. If the code cannot load or run, the held button sends its form, as it does without scripts.
 * The island's links are never held. Given the name of a history state's key (`client:firstpress="event_item"`),
 * it runs at once on a page whose state has that key: what the state asks for is the island's to do.
 */
const firstPress: ClientDirective = (load, options, island) => {
  let held: HTMLButtonElement | null = null;
  let started = false;
  const hold = (click: MouseEvent) => {
    const button = click.target instanceof Element ? click.target.closest('button') : null;
    if (!button || !island.contains(button)) return;
    click.preventDefault();
    click.stopPropagation();
    held = button;
    island.setAttribute('data-pressed', '');
    start();
  };
  const release = (press: (button: HTMLButtonElement) => void) => {
    island.removeEventListener('click', hold, { capture: true });
    island.removeAttribute('data-pressed');
    if (held?.isConnected) press(held);
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const type of USE_EVENTS) island.removeEventListener(type, start);
    load()
      .then((run) => run())
      .then(
        () => release((button) => button.click()),
        () => release((button) => button.type === 'submit' && button.form?.requestSubmit(button)),
      );
  };
  island.addEventListener('click', hold, { capture: true });
  for (const type of USE_EVENTS) island.addEventListener(type, start, { passive: true });
  const state: unknown = history.state;
  if (typeof options.value === 'string' && typeof state === 'object' && state !== null && options.value in state) start();
};

export default firstPress;
