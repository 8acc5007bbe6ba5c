import { expect, test as base } from '@playwright/test';

export { expect };
export type { APIRequestContext, Locator, Page } from '@playwright/test';

/**
 * A failed call the screen answers (a 401 at sign-in, a 409 on a stale edit) is logged by the browser as
 * "Failed to load resource": that is the network, not the page, and the tests assert the screen's answer.
 */
const NETWORK_REFUSALS = /^Failed to load resource: the server responded with a status of 4\d\d/;

interface ConsoleOptions {
  /** Console errors a test provokes on purpose (an aborted request on a throttled network). */
  allowedConsoleErrors: RegExp[];
}

/**
 * Every browser test fails on a console error or an uncaught exception in any page of its context: a
 * hydration mismatch (React #418), a CSP violation or a 5xx is a fault even when the screen looks right.
 */
export const test = base.extend<ConsoleOptions & { consoleErrors: string[] }>({
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ context, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      const allowed = (text: string) => NETWORK_REFUSALS.test(text) || allowedConsoleErrors.some((pattern) => pattern.test(text));
      context.on('console', (message) => {
        if (message.type() === 'error' && !allowed(message.text())) errors.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
      });
      context.on('weberror', (error) => errors.push(`${error.page()?.url() ?? ''}: uncaught ${String(error.error())}`));
      await use(errors);
      expect(errors, 'console errors in the browser').toEqual([]);
    },
    { auto: true },
  ],
});
