/**
 * Code that loads on demand (a popup's, the feedback form's, an admin tool's) can fail to arrive: the
 * connection dropped, or the site was deployed since the page was opened and the old file is gone. Vite
 * then fires `vite:preloadError` on window (its documented hook for this), and the page reloads once,
 * with the current code; the address still says what was being opened, so it opens again. A second
 * failure within a minute is left to show, so a page that cannot load its code never reloads in a loop.
 */
const LAST_RELOAD_KEY = 'hsa-code-reload-at';
export const RELOAD_QUIET_MS = 60_000;

/** Whether a failed load reloads the page: not when it was reloaded for one a moment ago. */
export function shouldReloadForCode(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !(now - lastReloadAt < RELOAD_QUIET_MS && now >= lastReloadAt);
}

/** Listens for code that failed to load; the answer stops listening. */
export function reloadWhenCodeFailsToLoad(): () => void {
  const onFailure = (event: Event) => {
    const stored = sessionStorage.getItem(LAST_RELOAD_KEY);
    const now = Date.now();
    if (!shouldReloadForCode(stored === null ? null : Number(stored), now)) return;
    sessionStorage.setItem(LAST_RELOAD_KEY, String(now));
    event.preventDefault();
    window.location.reload();
  };
  window.addEventListener('vite:preloadError', onFailure);
  return () => window.removeEventListener('vite:preloadError', onFailure);
}
