import { useRef, useState } from 'react';

/**
 * Which item a tool's editor has open (`{ target: null }` for a new one), and focus management around it:
 * focus goes back to the button that opened the editor, or to the tool's Add button when that entry is gone.
 */
export function useEditorTarget<T>() {
  const [editing, setEditing] = useState<{ target: T | null } | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  const open = (target: T | null) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEditing({ target });
  };

  const close = () => {
    setEditing(null);
    requestAnimationFrame(() => (opener.current?.isConnected ? opener.current : addButton.current)?.focus());
  };

  return { editing, open, close, addButton };
}
