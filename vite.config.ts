import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig } from 'vite';
import { VITE_CONFIGURATION } from './scripts/configuration.mjs';
import { chunkName } from './src/build/chunk-names.ts';
import { generatedPageEntries, pagesPlugin } from './src/build/pages-plugin.ts';
import { sonnerWithoutHeadStyle } from './src/build/sonner-without-head-style.mjs';

const ROOT = import.meta.dirname;
const PAGES_DIR = resolve(ROOT, 'pages');

/** Every HTML file under pages/ is one entry of the multi-page build, and so is each generated page. */
function pageEntries(dir = PAGES_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pageEntries(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** The site: pages/ built into dist/ (dist/<route>/index.html, dist/404.html), assets content-hashed. */
export default defineConfig({
  root: PAGES_DIR,
  publicDir: resolve(ROOT, 'public'),
  ...VITE_CONFIGURATION,
  resolve: {
    // Pages reference scripts as /src/... and /widgets/... (root is pages/).
    alias: [
      { find: /^\/src\//, replacement: resolve(ROOT, 'src') + '/' },
      { find: /^\/widgets\//, replacement: resolve(ROOT, 'widgets') + '/' },
    ],
  },
  plugins: [pagesPlugin(PAGES_DIR), sonnerWithoutHeadStyle()],
  server: { fs: { allow: [ROOT] } },
  build: {
    outDir: resolve(ROOT, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    rolldownOptions: {
      input: [...pageEntries(), ...generatedPageEntries(PAGES_DIR)],
      checks: { moduleLevelDirective: false },
      output: {
        chunkFileNames: (chunk) => `assets/${chunkName(chunk)}-[hash].js`,
        // One React chunk shared by every widget of a page.
        codeSplitting: {
          // React's server renderer stays out of it: only the workbench renders markup in the browser.
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/](?!.*server)/ }],
        },
      },
    },
  },
});
