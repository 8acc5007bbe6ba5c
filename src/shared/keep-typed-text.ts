/**
 * Hydrates an island without losing what was typed in its text areas before it ran (docs/decisions/075). A
 * page drawn with its forms can be typed in before its island runs; preact/compat sets a text area's value
 * while hydrating (inputs keep theirs), which would wipe it. The text is put back as typed, with an input
 * event, so the island's state takes it as it takes typing.
 */
export async function hydrateKeepingText(island: HTMLElement, run: () => Promise<void> | void): Promise<void> {
  const typed = [...island.querySelectorAll('textarea')].map((area) => ({ area, value: area.value }));
  await run();
  for (const { area, value } of typed) {
    if (!area.isConnected || area.value === value) continue;
    area.value = value;
    area.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
