/** Inputs a visitor does not type in: their state is not a value to keep. */
const UNTYPED_INPUTS = ['checkbox', 'radio', 'hidden', 'file', 'submit', 'button', 'reset'];

/** The fields of an island to keep as typed (its text areas, or all its typed fields) with their values now. */
const typedFields = (island: HTMLElement, all: boolean) =>
  [...island.querySelectorAll(all ? 'input, select, textarea' : 'textarea')].flatMap((field) =>
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLSelectElement ||
    (field instanceof HTMLInputElement && !UNTYPED_INPUTS.includes(field.type))
      ? [{ field, value: field.value }]
      : [],
  );

async function hydrateKeeping(island: HTMLElement, run: () => Promise<void> | void, all: boolean): Promise<void> {
  const typed = typedFields(island, all);
  await run();
  for (const { field, value } of typed) {
    if (!field.isConnected || field.value === value) continue;
    field.value = value;
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
}

/**
 * Hydrates an island without losing what was typed in its text areas before it ran (docs/decisions/075). A
 * page drawn with its forms can be typed in before its island runs; preact/compat sets a text area's value
 * while hydrating, which would wipe it. The text is put back as typed, with an input event, so the island's
 * state takes it as it takes typing.
 */
export const hydrateKeepingText = (island: HTMLElement, run: () => Promise<void> | void) => hydrateKeeping(island, run, false);

/**
 * The same for every field a visitor types in or chooses from (client:firstpress, docs/decisions/079): an
 * island's controlled inputs and selects take their state's value as it hydrates. A select set back sends
 * change, as choosing does.
 */
export const hydrateKeepingFields = (island: HTMLElement, run: () => Promise<void> | void) => hydrateKeeping(island, run, true);
