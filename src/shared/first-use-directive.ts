import type { ClientDirective } from 'astro';
import { hydrateKeepingText } from './keep-typed-text';

/** What counts as using an island: a pointer over it or on it, the focus entering it, a key or a change in it. */
const USE_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input', 'change'] as const;

/**
 * `client:firstuse`: the island loads its code when it is first used. For an island whose page already works
 * without it (a form the page answers itself, docs/decisions/074): nothing is loaded or run at start, and a
 * press before the code arrives does what it does without scripts. The island adopts what was typed meanwhile.
 * Once one of its forms was sent that way, the page is leaving: the island is not run, and a second press
 * (a double click, or a press while the answer is on its way) sends nothing more.
 */
const firstUse: ClientDirective = (load, _options, island) => {
  let sent = false;
  island.addEventListener('submit', (event) => {
    if (sent) event.preventDefault();
    sent = true;
  });
  const hydrate = () => {
    for (const type of USE_EVENTS) island.removeEventListener(type, hydrate);
    void load().then((run) => {
      if (!sent) void hydrateKeepingText(island, run);
    });
  };
  for (const type of USE_EVENTS) island.addEventListener(type, hydrate, { passive: true });
};

export default firstUse;
