/**
 * Unsaved changes are never lost without a word (docs/decisions/030): while any admin form holds changes, every way
 * out asks first. In-app links and the Back links ask through `confirmLeave`; the browser's Back and
 * Forward are caught by one popstate listener that runs before the router's (and puts the page back when
 * the person stays); closing or reloading the tab gets the browser's own beforeunload question.
 * Asking uses the browser's confirmation, as deletes do (SPEC section 5).
 */
import { useEffect } from 'react';
import { confirmed } from './report';
import { EDITOR_TEXT } from './messages';

/** The forms that hold changes now, one token each. */
const dirtyForms = new Set<symbol>();

const hasUnsavedChanges = (): boolean => dirtyForms.size > 0;

/** True when nothing would be lost, or the person agreed to lose it. */
export const confirmLeave = (): boolean => !hasUnsavedChanges() || confirmed(EDITOR_TEXT.unsavedChanges);

function askBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Older browsers show their question only when returnValue is set.
  event.returnValue = '';
}

/** Marks the calling form as holding unsaved changes while `dirty` is true (and it is mounted). */
export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const token = Symbol('unsaved form');
    dirtyForms.add(token);
    addEventListener('beforeunload', askBeforeUnload);
    return () => {
      dirtyForms.delete(token);
      if (!hasUnsavedChanges()) removeEventListener('beforeunload', askBeforeUnload);
    };
  }, [dirty]);
}

/** History moves the screens make themselves (closing an editor's entry): never asked about. */
let quietPops = 0;

/** Where the page is: put back when a person presses Back, is asked, and stays. */
let shown: { url: string; state: unknown } | null = null;
const remember = () => {
  shown = { url: location.href, state: history.state };
};

function guardPop(event: PopStateEvent) {
  if (quietPops > 0) {
    quietPops -= 1;
  } else if (hasUnsavedChanges() && shown && !confirmed(EDITOR_TEXT.unsavedChanges)) {
    // Nobody else hears of this move (the router, the screens), and the page is where it was again.
    event.stopImmediatePropagation();
    history.pushState(shown.state, '', shown.url);
    return;
  }
  remember();
}

/**
 * Installs the guard of the browser's Back and Forward for the admin area; the answer uninstalls it. The
 * window calls its popstate listeners in the order they were added (capturing or not), so this runs before
 * the router's and the screens' own only if it is installed first: the admin island installs it as its code
 * loads, before it draws anything.
 */
export function installLeaveGuard(): () => void {
  remember();
  // The router (wouter) announces every pushState and replaceState with an event of that name.
  addEventListener('pushState', remember);
  addEventListener('replaceState', remember);
  addEventListener('popstate', guardPop, { capture: true });
  return () => {
    removeEventListener('pushState', remember);
    removeEventListener('replaceState', remember);
    removeEventListener('popstate', guardPop, { capture: true });
  };
}

/** Goes one entry back without asking (a screen leaving an entry it pushed); resolves once there. */
export function quietBack(): Promise<void> {
  return new Promise((resolve) => {
    quietPops += 1;
    addEventListener('popstate', () => resolve(), { once: true });
    history.back();
  });
}
