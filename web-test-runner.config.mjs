// Widget tests in the system Chromium. @web/test-runner runs mocha in the browser; Vite (in
// middleware mode) compiles the TSX, the ?inline CSS and React for it.
import { chromeLauncher } from '@web/test-runner-chrome';
import { createServer } from 'vite';
import { CHROMIUM_ARGS, requireChromium } from './scripts/chromium.mjs';
import { VITE_CONFIGURATION } from './scripts/configuration.mjs';
import { sonnerWithoutHeadStyle } from './src/build/sonner-without-head-style.mjs';

const vite = await createServer({
  configFile: false,
  root: import.meta.dirname,
  cacheDir: 'node_modules/.vite-wtr',
  logLevel: 'warn',
  appType: 'custom',
  ...VITE_CONFIGURATION,
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: {
    // sonner is served as it is, so that sonnerWithoutHeadStyle applies to it (pre-bundled deps skip plugins).
    exclude: ['@web/test-runner-commands', 'sonner'],
    // Every bare import of the browser code and its tests, bundled before the first test: a dependency found
    // later makes Vite bundle again mid-run, and a page holding the first React next to a renderer built on
    // the second fails with "Cannot read properties of null (reading 'useId')" (seen on a fresh clone).
    include: [
      'react',
      'react/jsx-runtime',
      'react-dom',
      'react-dom/client',
      'react-dom/server',
      '@r2wc/core',
      '@radix-ui/react-accordion',
      'axe-core',
      'chai',
    ],
  },
  plugins: [
    sonnerWithoutHeadStyle(),
    {
      name: 'keep-test-runner-modules-external',
      enforce: 'pre',
      resolveId: (id) => (id.startsWith('/__web-dev-server__') ? { id, external: true } : null),
    },
  ],
});

const VITE_PATHS = /^\/(src|widgets|tests|@vite|@id|@fs|node_modules)\//;

/** Hands project modules to Vite; the test runner keeps its own files (/__web-dev-server__*, @web/*). */
async function viteMiddleware(context, next) {
  if (!VITE_PATHS.test(context.path) || context.path.startsWith('/node_modules/@web/')) return next();
  const handled = await new Promise((resolve, reject) => {
    context.res.once('finish', () => resolve(true));
    vite.middlewares(context.req, context.res, (error) => (error ? reject(error) : resolve(false)));
  });
  if (handled) context.respond = false;
  else return next();
}

export default {
  files: ['src/**/*.browser.test.{ts,tsx}', 'widgets/**/*.browser.test.{ts,tsx}'],
  nodeResolve: false,
  // One page at a time: a second, unfocused page may get no animation frames, and widgets (Radix) wait for one.
  concurrency: 1,
  browserStartTimeout: 60_000,
  // A test fails within seconds: each one has 5 s (waitFor gives up after 3 s), and a file that still has
  // not reported after a minute (a page that hangs) fails the run rather than holding it.
  testsFinishTimeout: 60_000,
  testFramework: { config: { timeout: 5_000 } },
  browsers: [
    chromeLauncher({ launchOptions: { executablePath: requireChromium(), headless: true, args: CHROMIUM_ARGS } }),
  ],
  middleware: [viteMiddleware],
  plugins: [{ name: 'close-vite', serverStop: () => vite.close() }],
};
