import type { ComponentType } from 'react';
import type { AttributeSchema, AttributeValues } from './attributes.ts';

/**
 * Dispatches `name` on the widget's element; every widget event bubbles, crosses shadow boundaries and
 * is cancelable. Returns false when a listener called preventDefault(): the widget then skips its
 * default action (echojam-download: the navigation to the installer).
 */
export type Emit<Events> = <N extends keyof Events & string>(name: N, detail: Events[N]) => boolean;

/**
 * What a widget component receives: its typed attribute values, `emit` and its host element.
 * `host` is null in the build-time render (there is no element yet): read it in effects and handlers only.
 */
export type WidgetProps<S extends AttributeSchema, Events = Record<string, never>> = AttributeValues<S> & {
  emit: Emit<Events>;
  host: HTMLElement | null;
};

interface WidgetDocumentation {
  /** One sentence: what the element is. */
  summary: string;
  /** Event name → description (with the detail's shape). */
  events: Record<string, string>;
  /** ::part() name → description. */
  parts: Record<string, string>;
  /** --echojam-* custom property → description (with its default). */
  cssProperties: Record<string, string>;
}

/** The public contract of a widget, free of React: read by the manifest generator and the workbench. */
export interface WidgetContract<S extends AttributeSchema> {
  tag: `echojam-${string}`;
  /** Keyed by the camelCase prop name; the attribute is its kebab-case form (windowsUrl → windows-url). */
  attributes: S;
  docs: WidgetDocumentation;
  /**
   * Whether our own pages load the widget's code. False for a widget with nothing interactive on our
   * pages: its build-time render is the whole of it there (partners' embed still defines it).
   */
  hydrateOnSite: boolean;
}

/** Everything needed to render a widget, at build time or in the browser. */
export interface WidgetDefinition<S extends AttributeSchema, Events> extends WidgetContract<S> {
  component: ComponentType<WidgetProps<S, Events>>;
  /** The widget's own CSS text, after the shared base CSS. */
  css: string;
}

/** Whether a module export is a widget contract (the registries pick contracts out of widgets/<name>/contract.ts). */
export function isWidgetContract(value: unknown): value is WidgetContract<AttributeSchema> {
  return typeof value === 'object' && value !== null && 'tag' in value && 'attributes' in value && 'docs' in value;
}
