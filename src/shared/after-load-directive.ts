import type { ClientDirective } from 'astro';
import { hydrateKeepingText } from './keep-typed-text';

/**
 * `client:afterload`: the island loads its code once the page has loaded, images included. A page drawn on
 * request with its content in the HTML (docs/decisions/045) lets its photo take the connection first, so
 * a phone on a slow network shows the event before it downloads the script that makes it interactive.
 */
const afterLoad: ClientDirective = (load, _options, island) => {
  // Its popup's feedback form may be typed in meanwhile (docs/decisions/075).
  const hydrate = async () => hydrateKeepingText(island, await load());
  if (document.readyState === 'complete') void hydrate();
  else window.addEventListener('load', () => void hydrate(), { once: true });
};

export default afterLoad;
