import { useEffect, useRef, useState } from 'react';
import { confirmLeave, quietBack } from './leave-guard';

/** The history entry an open editor adds: its state names the item (null for a new one). */
const EDITOR_ENTRY = 'adminEditor';

type Editing<T> = { target: T | null };

function editingIn<T extends string>(state: unknown): Editing<T> | null {
  if (typeof state !== 'object' || state === null || !(EDITOR_ENTRY in state)) return null;
  const entry = (state as Record<string, unknown>)[EDITOR_ENTRY];
  if (typeof entry !== 'object' || entry === null || !('target' in entry)) return null;
  const { target } = entry as { target: unknown };
  return typeof target === 'string' || target === null ? { target: target as T | null } : null;
}

const withoutEditor = (state: unknown): Record<string, unknown> =>
  typeof state === 'object' && state !== null
    ? Object.fromEntries(Object.entries(state as Record<string, unknown>).filter(([key]) => key !== EDITOR_ENTRY))
    : {};

export interface CloseOptions {
  /** False when the list puts focus on the item just saved (useSavedHighlight). */
  restoreFocus?: boolean;
}

/**
 * Which item a tool's editor has open (`{ target: null }` for a new one), kept in the browser's history:
 * opening an editor adds an entry, so the browser's Back closes the editor (asking first when it holds
 * unsaved changes, leave-guard.ts) and Forward opens it again; a reload or a return to the tool opens it as
 * it was. Focus goes back to the button that opened the editor, or to the tool's Add button when that entry
 * is gone. Opening another item while a form holds unsaved changes asks first.
 */
export function useEditorTarget<T extends string>({ focusOpener }: { focusOpener?: (target: T | null) => HTMLElement | null } = {}) {
  const [editing, setEditing] = useState<Editing<T> | null>(() => editingIn<T>(history.state));
  const addButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const follow = () => setEditing(editingIn<T>(history.state));
    addEventListener('popstate', follow);
    return () => removeEventListener('popstate', follow);
  }, []);

  const open = (target: T | null) => {
    if (!confirmLeave()) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const state = { ...withoutEditor(history.state), [EDITOR_ENTRY]: { target } };
    // One entry for the editor: opening another item from an open editor replaces it.
    if (editingIn(history.state)) history.replaceState(state, '');
    else history.pushState(state, '');
    setEditing({ target });
  };

  /** Closes the editor and leaves its history entry; resolves once the list's entry is the current one. */
  const close = ({ restoreFocus = true }: CloseOptions = {}): Promise<void> => {
    const closing = editing;
    setEditing(null);
    if (restoreFocus) {
      requestAnimationFrame(() => {
        const candidates = [opener.current, closing && focusOpener?.(closing.target), addButton.current];
        candidates.find((element) => element?.isConnected)?.focus();
      });
    }
    if (editingIn(history.state)) {
      // The entry is ours when it is the current one: go back past it; otherwise just forget it.
      return quietBack();
    }
    return Promise.resolve();
  };

  return { editing, open, close, addButton };
}
