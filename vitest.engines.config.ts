import { defineConfig } from 'vitest/config';

/**
 * The WebKit and Firefox layers (tests/engines/): the built site in WebKitGTK and in Firefox, one file per
 * engine, one browser each, run one at a time (`npx vitest run --config vitest.engines.config.ts webkit`).
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/engines/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
