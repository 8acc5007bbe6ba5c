import { useRef, useState } from 'react';

interface Saved {
  id: string;
  /** Read out politely once the list shows the item: what was saved and where it is. */
  announcement: string;
}

/**
 * After a save the list shows the saved item (docs/decisions/030): it is marked (a class and a 'Saved' tag), its
 * edit button takes focus once it is drawn, and a polite status says where it is. The mark stays until the
 * next editor opens or the list changes what it shows.
 */
export function useSavedHighlight() {
  const [saved, setSaved] = useState<Saved | null>(null);
  const focusPending = useRef(false);

  return {
    savedId: saved?.id ?? null,
    announcement: saved?.announcement ?? '',
    /** Marks the item a save answered; its edit button takes focus when it is drawn (focusRef). */
    mark: (id: string, announcement: string) => {
      focusPending.current = true;
      setSaved({ id, announcement });
    },
    clear: () => setSaved(null),
    /** A ref for the saved item's edit button: it takes focus once, when it is first drawn. */
    focusRef: (element: HTMLElement | null) => {
      if (!element || !focusPending.current) return;
      focusPending.current = false;
      element.focus();
    },
  };
}

export type SavedHighlight = ReturnType<typeof useSavedHighlight>;
