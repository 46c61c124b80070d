import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { chunkName } from './src/build/chunk-names.ts';
import { sonnerWithoutHeadStyle } from './src/build/sonner-without-head-style.mjs';

const ROOT = import.meta.dirname;

/**
 * The embed: dist/embed/v1/echojam.js (stable URL, revalidated) and its content-hashed chunks in
 * dist/embed/v1/chunks/ (cached for a year). Chunks are imported relative to the loader's own URL,
 * so a partner page on another origin loads everything from ours.
 */
export default defineConfig({
  root: ROOT,
  base: './',
  publicDir: false,
  plugins: [sonnerWithoutHeadStyle()],
  envPrefix: ['VITE_', 'ECHOJAM_'],
  build: {
    outDir: resolve(ROOT, 'dist/embed/v1'),
    emptyOutDir: true,
    target: 'es2022',
    // No preload helper: it would resolve chunk URLs against the partner's page instead of our origin.
    modulePreload: false,
    assetsInlineLimit: 0,
    copyPublicDir: false,
    rolldownOptions: {
      input: { echojam: resolve(ROOT, 'src/embed/echojam.ts') },
      preserveEntrySignatures: false,
      checks: { moduleLevelDirective: false },
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: (chunk) => `chunks/${chunkName(chunk)}-[hash].js`,
        assetFileNames: 'chunks/[name]-[hash][extname]',
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
