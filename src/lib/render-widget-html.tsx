import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { AttributeSchema } from './attributes.ts';
import { parseAttributes } from './parse-attribute.ts';
import baseCss from './widget-base.css?inline';
import type { WidgetDefinition } from './widget-types.ts';
import { WIDGET_ROOT_CLASS, WidgetTree } from './widget-tree.tsx';

export interface WidgetHtmlOptions {
  /** Told about each refused attribute value (the default is used instead). */
  warn(message: string): void;
  /**
   * Applied to the widget's CSS, given the markup it styles until the element upgrades (the build keeps
   * only the rules that markup can match, minified: once upgraded, the element adopts its whole CSS).
   */
  transformCss?(css: string, markup: string): string;
}

/**
 * A widget's first render with these attributes (name → raw value), as the contents of its element:
 * a declarative shadow root holding the widget's CSS and the `[data-root]` box with React's markup,
 * exactly what the browser renders before any effect runs (no host element; `emit` does nothing).
 * The build writes it into our pages; the browser hydrates it in place (hydrating-renderer.ts).
 */
export function renderWidgetHtml<S extends AttributeSchema, Events>(
  widget: WidgetDefinition<S, Events>,
  attributes: ReadonlyMap<string, string>,
  options: WidgetHtmlOptions,
): string {
  const values = parseAttributes(widget, attributes, options.warn);
  const markup = renderToString(
    <WidgetTree
      component={widget.component as ComponentType<Record<string, unknown>>}
      values={values}
      emit={() => true}
      host={null}
    />,
  );
  const css = `${baseCss}\n${widget.css}`;
  const root = `<div class="${WIDGET_ROOT_CLASS}" part="root" data-root>${markup}</div>`;
  return `<template shadowrootmode="open"><style>${options.transformCss?.(css, root) ?? css}</style>${root}</template>`;
}
