import type { ClientDirective } from 'astro';
import { hydrateKeepingText } from './keep-typed-text';

/** Lets the browser do what waits (a paint, a press) between two pieces of work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * `client:afterload`: the island loads its code once the page has loaded, images included. A page drawn on
 * request with its content in the HTML (docs/decisions/045) lets its photo take the connection first, so
 * a phone on a slow network shows the event before it downloads the script that makes it interactive. Its
 * code runs in one task and the island hydrates in the next: two shorter waits for a press, not one long.
 */
const afterLoad: ClientDirective = (load, _options, island) => {
  const hydrate = async () => {
    const run = await load();
    await nextTask();
    // What was typed meanwhile is kept.
    await hydrateKeepingText(island, run);
  };
  if (document.readyState === 'complete') void hydrate();
  else window.addEventListener('load', () => void hydrate(), { once: true });
};

export default afterLoad;
