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

/**
 * A calendar's button, for a page whose buttons send their GET forms (`sends`: the public calendar's) or for an
 * island alone (the Events Manager's). Sending, it is `inPlaceSubmit`'s, to `formAction` if given, and marked
 * `data-waiting` while its island, run after the load, has not hydrated (docs/decisions/078, 079); alone, it is the
 * island's button, disabled till then.
 */
export const formButton = (
  sends: boolean,
  act: () => void,
  { field, formAction, waiting = false }: { field?: { name: string; value: string }; formAction?: string; waiting?: boolean } = {},
) =>
  sends
    ? { ...inPlaceSubmit(act, field), formAction, 'data-waiting': waiting ? '' : undefined }
    : { type: 'button' as const, onClick: act, ...(waiting ? { disabled: true } : {}) };
