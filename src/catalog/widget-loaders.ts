import type { WidgetLoaders } from '../lib/lazy-define.ts';

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
export const WIDGET_LOADERS: WidgetLoaders = Object.fromEntries(Object.entries(defineModules).map(([path, load]) => [tagOf(path), load]));
