import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { VITE_CONFIGURATION } from './scripts/configuration.mjs';
import { chunkName } from './src/build/chunk-names.ts';
import { sonnerWithoutHeadStyle } from './src/build/sonner-without-head-style.mjs';

const ROOT = import.meta.dirname;

/** Where `--mode pinned` writes its one file; scripts/build.ts moves it to dist/embed/<version>/. */
export const PINNED_OUT_DIR = resolve(ROOT, '.cache/embed-pinned');

const RADIX_MARK = 'window[Symbol.for("radix-ui")] = true;';

/**
 * Radix's primitives set `window[Symbol.for('radix-ui')] = true` on every render (a presence flag
 * nothing in Radix reads). On a partner's page that is a global we did not put there: the embed
 * drops the statement. The build fails if Radix changes it, rather than let the global come back.
 */
function withoutRadixGlobal(): Plugin {
  return {
    name: 'echojam:without-radix-global',
    transform(code, id) {
      if (!/[\\/]@radix-ui[\\/]react-primitive[\\/]dist[\\/]index\.mjs$/.test(id)) return null;
      if (!code.includes(RADIX_MARK))
        throw new Error(`@radix-ui/react-primitive no longer contains ${RADIX_MARK}: review vite.embed.config.ts`);
      return { code: code.replace(RADIX_MARK, ''), map: null };
    },
  };
}

/**
 * The embed, in two shapes:
 * - default: dist/embed/v1/echojam.js (stable URL, revalidated) and its content-hashed chunks in
 *   dist/embed/v1/chunks/ (cached for a year), each widget loaded when its element shows up. Chunks
 *   are imported relative to the loader's own URL, so a partner page on another origin loads
 *   everything from ours.
 * - `--mode pinned`: one self-contained module (every widget and React, no chunks), which
 *   scripts/build.ts writes to the immutable dist/embed/<version>/: a single file, so the
 *   `integrity` of the one script tag covers all the code (imported chunks carry no integrity).
 * Both keep the entry's exports, `define` and `discover`.
 */
export default defineConfig(({ mode }) => {
  const pinned = mode === 'pinned';
  return {
    root: ROOT,
    base: './',
    publicDir: false,
    ...VITE_CONFIGURATION,
    plugins: [sonnerWithoutHeadStyle(), withoutRadixGlobal()],
    build: {
      outDir: pinned ? PINNED_OUT_DIR : resolve(ROOT, 'dist/embed/v1'),
      emptyOutDir: true,
      target: 'es2022',
      // No preload helper: it would resolve chunk URLs against the partner's page instead of our origin.
      modulePreload: false,
      assetsInlineLimit: 0,
      copyPublicDir: false,
      rolldownOptions: {
        input: { echojam: resolve(ROOT, 'src/embed/echojam.ts') },
        preserveEntrySignatures: 'exports-only',
        checks: { moduleLevelDirective: false },
        output: {
          entryFileNames: '[name].js',
          chunkFileNames: (chunk) => `chunks/${chunkName(chunk)}-[hash].js`,
          assetFileNames: 'chunks/[name]-[hash][extname]',
          codeSplitting: pinned
            ? false
            : { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
        },
      },
    },
  };
});
