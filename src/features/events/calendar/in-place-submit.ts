import type { MouseEvent } from 'react';

/**
 * The props of a button that sends its GET form where scripts have not run (the month's arrows, the list's
 * pager and events: docs/decisions/074, 078) and acts in place once the island runs: its click's default, the
 * form's sending, is prevented. `field` is the name and value the button adds to the form, if any.
 */
export const inPlaceSubmit = (act: () => void, field?: { name: string; value: string }) => ({
  type: 'submit' as const,
  ...field,
  onClick: (click: MouseEvent) => {
    click.preventDefault();
    act();
  },
});
