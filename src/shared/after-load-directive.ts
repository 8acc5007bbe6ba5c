import type { ClientDirective } from 'astro';

/**
 * `client:afterload`: the island loads its code once the page has loaded, images included. A page drawn on
 * request with its content in the HTML (docs/decisions/045) lets its photo take the connection first, so
 * a phone on a slow network shows the event before it downloads the script that makes it interactive.
 */
const afterLoad: ClientDirective = (load) => {
  const hydrate = async () => (await load())();
  if (document.readyState === 'complete') void hydrate();
  else window.addEventListener('load', () => void hydrate(), { once: true });
};

export default afterLoad;
