import { expect, test as base } from '@playwright/test';

export { expect };
export type { APIRequestContext, Locator, Page } from '@playwright/test';

/**
 * A failed call the screen answers (a 401 at sign-in, a 409 on a stale edit) is logged by the browser as
 * "Failed to load resource": that is the network, not the page, and the tests assert the screen's answer.
 */
const NETWORK_REFUSALS = /^Failed to load resource: the server responded with a status of 4\d\d/;

interface ConsoleOptions {
  /**
   * Console errors every test of a file or group provokes on purpose (an aborted request on a throttled
   * network). Give one combined pattern, `[/a|b/]`: Playwright reads a two-item list as `[value, options]`.
   */
  allowedConsoleErrors: RegExp[];
}

/** What one test allows: `consoleErrors.allow(/\[toast\] Incorrect username/)` for a failure it provokes itself. */
export interface ConsoleErrors {
  allow(pattern: RegExp): void;
}

/**
 * Every browser test fails on a console error or an uncaught exception in any page of its context: a
 * hydration mismatch (React #418), a CSP violation or a 5xx is a fault even when the screen looks right.
 */
export const test = base.extend<ConsoleOptions & { consoleErrors: ConsoleErrors }>({
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ context, allowedConsoleErrors }, use) => {
      const logged: { where: string; text: string }[] = [];
      const expected = [NETWORK_REFUSALS, ...allowedConsoleErrors];
      context.on('console', (message) => {
        if (message.type() === 'error') logged.push({ where: message.page()?.url() ?? '', text: message.text() });
      });
      context.on('weberror', (error) => logged.push({ where: error.page()?.url() ?? '', text: `uncaught ${String(error.error())}` }));
      await use({ allow: (pattern) => void expected.push(pattern) });
      const errors = logged
        .filter(({ text }) => !expected.some((pattern) => pattern.test(text)))
        .map(({ where, text }) => `${where}: ${text}`);
      expect(errors, 'console errors in the browser').toEqual([]);
    },
    { auto: true },
  ],
});
