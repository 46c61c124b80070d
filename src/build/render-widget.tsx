import type { AttributeSchema } from '../lib/attributes.ts';
import { renderWidgetHtml, type WidgetHtmlOptions } from '../lib/render-widget-html.tsx';
import type { WidgetDefinition } from '../lib/widget-types.ts';

/**
 * The build-time render of every widget, loaded through Vite's SSR module loader (which compiles the
 * components and their `?inline` CSS exactly as the browser build does): widgets/<name>/widget.ts.
 */
const widgetModules = import.meta.glob<Record<string, unknown>>('../../widgets/*/widget.ts', { eager: true });

type AnyWidget = WidgetDefinition<AttributeSchema, unknown>;

function isWidget(value: unknown): value is AnyWidget {
  return typeof value === 'object' && value !== null && 'tag' in value && 'component' in value && 'css' in value;
}

const WIDGETS = new Map<string, AnyWidget>(
  Object.values(widgetModules)
    .flatMap((module) => Object.values(module).filter(isWidget))
    .map((widget) => [widget.tag, widget]),
);

export interface RenderedWidget {
  /** The element's contents: its declarative shadow root. */
  html: string;
  /** Whether our pages load the widget's code (its contract's `hydrateOnSite`). */
  hydrate: boolean;
}

/** `tag`'s build-time render with these attributes (name → raw value); null for a tag that is not ours. */
export function renderWidget(
  tag: string,
  attributes: ReadonlyMap<string, string>,
  options: WidgetHtmlOptions,
): RenderedWidget | null {
  const widget = WIDGETS.get(tag);
  if (!widget) return null;
  return { html: renderWidgetHtml(widget, attributes, options), hydrate: widget.hydrateOnSite };
}
