import { defineConfig } from 'vitest/config';

/** Unit tests in happy-dom: data, attribute parsing, URL checks, the define helper, server routes. */
export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: [
      'src/**/*.test.{ts,tsx}',
      'widgets/**/*.test.{ts,tsx}',
      'tests/unit/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
    ],
    exclude: ['**/*.browser.test.*', 'node_modules/**', 'tests/e2e/**'],
    setupFiles: ['tests/unit/setup.ts'],
    // A test fails within seconds rather than hanging; the few that build the site or start a server
    // give their own, longer timeout.
    testTimeout: 5_000,
    hookTimeout: 10_000,
  },
});
