import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, requireChromium } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4318);

/** End-to-end tests: the built site over the real production server (`npm start` builds when stale). */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  // Reference screenshots (tests/e2e/visual.spec.ts) live beside their spec, one name per image: no
  // platform or browser suffix, since every run uses the same system Chromium.
  snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}{ext}',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: requireChromium(), args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'node scripts/start.mjs',
    env: { PORT: String(PORT), HOST: '127.0.0.1' },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
