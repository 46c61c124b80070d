import { renderToString } from 'react-dom/server';
import type { ComponentType } from 'react';
import type { AttributeSchema } from '../lib/attributes.ts';
import { parseAttributes } from '../lib/parse-attribute.ts';
import baseCss from '../lib/widget-base.css?inline';
import type { WidgetDefinition } from '../lib/widget-types.ts';
import { WIDGET_ROOT_CLASS, WidgetTree } from '../lib/widget-tree.tsx';

/**
 * The build-time render of every widget (loaded through Vite's SSR module loader, which compiles the
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
  /** The widget's CSS: the shared base, then its own. */
  css: string;
  /** The `[data-root]` box with React's markup, as the browser's renderer finds or creates it. */
  html: string;
  /** Whether our pages load the widget's code (its contract's `hydrateOnSite`). */
  hydrate: boolean;
}

/**
 * `tag`'s first render with these attributes (name → raw value), as the browser renders it before
 * any effect runs: no host element, `emit` does nothing. Null for a tag that is not ours.
 */
export function renderWidget(tag: string, attributes: ReadonlyMap<string, string>, warn: (message: string) => void): RenderedWidget | null {
  const widget = WIDGETS.get(tag);
  if (!widget) return null;
  const values = parseAttributes(widget, attributes, warn);
  const markup = renderToString(
    <WidgetTree component={widget.component as ComponentType<Record<string, unknown>>} values={values} emit={() => undefined} host={null} />,
  );
  return {
    css: `${baseCss}\n${widget.css}`,
    html: `<div class="${WIDGET_ROOT_CLASS}" part="root" data-root>${markup}</div>`,
    hydrate: widget.hydrateOnSite,
  };
}
