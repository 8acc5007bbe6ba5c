import type { Page } from '@playwright/test';

/**
 * From the page's next load on, counts the keydown listeners added to its document, so that a test can wait
 * until a handler that starts listening late (dnd-kit's keyboard sensor, in a timer after the pick-up)
 * really listens, instead of waiting for a time.
 */
export async function countDocumentKeydownListeners(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const add = EventTarget.prototype.addEventListener;
    let count = 0;
    EventTarget.prototype.addEventListener = function (this: EventTarget, type, listener, options) {
      if (this === document && type === 'keydown') count += 1;
      add.call(this, type, listener, options);
    };
    Object.defineProperty(window, 'documentKeydownListeners', { get: () => count });
  });
}

/** How many keydown listeners the document was given since it loaded (see countDocumentKeydownListeners). */
export const documentKeydownListeners = (page: Page): Promise<number> =>
  page.evaluate(() => Number(Reflect.get(window, 'documentKeydownListeners') ?? 0));
