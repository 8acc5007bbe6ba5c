import { useState } from 'react';

/**
 * False until `open` is first true, then true for the island's life: a popup whose code loads on demand
 * (docs/decisions/040) renders nothing before its first opening, and stays mounted after it, so that it
 * closes and opens again as a dialog does.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
