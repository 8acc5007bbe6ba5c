/**
 * The one inline script of the admin area's page (docs/decisions/046). It runs as the HTML is read, before
 * the first paint, inside the frame AdminFrame draws: with a stored token that is readable and unexpired
 * (the rules of src/shared/session.ts) it shows the bar and the screen drawn for the address (at an
 * unknown address the bar alone, docs/decisions/056), with the user's name filled in; otherwise, and at the login page's own address (which the
 * island draws before it sends a signed-in user on), the login card. The admin island removes the frame
 * as it first draws. Plain ES2017 in a string, since it is not bundled; the page's policy lists its hash.
 */
import { TOKEN_STORAGE_KEY } from '../../shared/session';
import { ADMIN_HOME, ADMIN_LOGIN } from './admin-menu';

/** The frame's element, which the island removes as it first draws. */
export const ADMIN_FRAME_ID = 'admin-frame';

export const ADMIN_FRAME_SCRIPT = `(function (frame) {
  try {
    var user = null;
    try {
      var part = localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)}).split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
      var claims = JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(part), function (c) { return c.charCodeAt(0); })));
      if (typeof claims.name === 'string' && Array.isArray(claims.scopes) && Date.parse(claims.expDt) >= Date.now()) user = claims;
    } catch (unreadable) {}
    var screen = function (name) { return frame.querySelector('[data-screen="' + name + '"]'); };
    var route = location.pathname.replace(/\\/+$/, '');
    var inside = user && route !== ${JSON.stringify(ADMIN_LOGIN.fullPath)};
    var home = ${JSON.stringify(ADMIN_HOME.fullPath)};
    var shown = inside ? screen(route) || (route === home ? screen(home) : null) : screen('login');
    if (shown) shown.hidden = false;
    if (!inside) return;
    frame.querySelector('[data-signed-in]').hidden = false;
    frame.querySelectorAll('[data-user-name]').forEach(function (slot) { slot.textContent = user.name; });
  } catch (failed) {}
})(document.currentScript.parentElement);`;
