import type { WidgetLoaders } from '../lib/lazy-define.ts';
import { yieldToBrowser } from '../lib/yield-to-browser.ts';

/**
 * React's DOM renderer is the largest module every widget needs: it is evaluated, with the rest of the
 * code all widgets share (define-widget.tsx), in a task of its own, and the browser gets the main thread
 * back before a widget's own modules run, so no single task evaluates React, a widget and its hydration.
 */
let runtime: Promise<void> | undefined;
function runtimeFirst(): Promise<void> {
  runtime ??= import('../lib/define-widget.tsx').then(yieldToBrowser, (error: unknown) => {
    runtime = undefined; // a failed load (offline) is tried again by the next widget
    throw error;
  });
  return runtime;
}

const defineModules = import.meta.glob('../../widgets/*/define.ts');

/** '../../widgets/faq/define.ts' → 'echojam-faq'. */
function tagOf(path: string): string {
  return `echojam-${path.split('/').at(-2)}`;
}

/**
 * Every custom element of widgets/ and how to load its code, generated from the folder: widgets/<name>/
 * defines <echojam-<name>> in its define.ts. Dynamic imports: each widget is its own chunk, React a
 * chunk they share. The site's script and the embed both define from here.
 */
export const WIDGET_LOADERS: WidgetLoaders = Object.fromEntries(
  Object.entries(defineModules).map(([path, load]) => [tagOf(path), () => runtimeFirst().then(load)]),
);
