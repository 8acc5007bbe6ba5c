import { defineConfig } from 'vitest/config';

// Unit tests of pure logic; the API and browser tests run against the real build (playwright.config.ts).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'netlify/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
