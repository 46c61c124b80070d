import type { WidgetLoaders } from '../lib/lazy-define.ts';

/**
 * The loaders of the widgets this page hydrates, as the build listed them in
 * `<meta name="echojam-widgets" content="echojam-faq echojam-contact-form">` (src/build/widget-islands.ts):
 * a widget with nothing to do on our pages (all its controls disabled) is not listed and loads no code.
 */
export function pageWidgetLoaders(loaders: WidgetLoaders, root: Document = document): WidgetLoaders {
  const listed = root.querySelector<HTMLMetaElement>('meta[name="echojam-widgets"]')?.content.split(/\s+/) ?? [];
  return Object.fromEntries(Object.entries(loaders).filter(([tag]) => listed.includes(tag)));
}
