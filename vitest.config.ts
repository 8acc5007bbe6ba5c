import { defineConfig } from 'vitest/config';

// Unit tests of pure logic; the API and browser tests run against the real build (playwright.config.ts). The few
// that draw a component draw it with Preact, as the site does (docs/decisions/072).
export default defineConfig({
  resolve: {
    alias: [
      { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
      { find: /^react\/(jsx-runtime|jsx-dev-runtime)$/, replacement: 'preact/$1' },
      { find: /^(react|react-dom)$/, replacement: 'preact/compat' },
    ],
  },
  test: {
    include: ['src/**/*.test.ts', 'netlify/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
