import r2wc from '@r2wc/react-to-web-component';
import { startTransition, useEffect, useLayoutEffect, useMemo, useState, type ComponentType } from 'react';
import baseCss from './widget-base.css?inline';
import { attributeName } from './attribute-name.ts';
import { attr, type AttributeSchema, type AttributeValues, type ParseResult } from './attributes.ts';
import { ErrorBoundary } from './error-boundary.tsx';

/** Dispatches `name` on the widget's element; every widget event bubbles and crosses shadow boundaries. */
export type Emit<Events> = <N extends keyof Events & string>(name: N, detail: Events[N]) => void;

/** What a widget component receives: its typed attribute values, `emit` and its host element. */
export type WidgetProps<S extends AttributeSchema, Events = Record<string, never>> = AttributeValues<S> & {
  emit: Emit<Events>;
  host: HTMLElement;
};

export interface WidgetDocumentation {
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
}

export interface WidgetDefinition<S extends AttributeSchema, Events> extends WidgetContract<S> {
  component: ComponentType<WidgetProps<S, Events>>;
  /** The widget's own CSS text, adopted into its shadow root after the shared base CSS. */
  css: string;
}

export interface WidgetElementClass extends CustomElementConstructor {
  readonly definition: WidgetDefinition<AttributeSchema, unknown>;
}

// r2wc keeps an element's props and its render method under these registered symbols.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

interface R2wcInternals {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
}

const sheetCache = new Map<string, CSSStyleSheet>();

/** One constructable stylesheet per CSS text, shared by every instance (and every widget for the base CSS). */
function styleSheet(css: string): CSSStyleSheet {
  let sheet = sheetCache.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheetCache.set(css, sheet);
  }
  return sheet;
}

/**
 * Wraps a React component as the custom element `definition.tag`, per the widget contract
 * (DESIGN.md): open shadow root with adopted CSS, robust attribute parsing with one console.warn
 * per bad value, an error boundary, bubbling+composed events. Defining a tag twice is harmless:
 * the first definition wins and the existing class is returned.
 */
export function defineWidget<S extends AttributeSchema, Events>(definition: WidgetDefinition<S, Events>): WidgetElementClass {
  const existing = customElements.get(definition.tag);
  if (existing) return existing as WidgetElementClass;

  const propNames = Object.keys(definition.attributes);
  const propByAttribute = new Map(propNames.map((prop) => [attributeName(prop), prop]));
  const Widget = definition.component as ComponentType<Record<string, unknown>>;

  function WidgetRoot(props: Record<string, unknown> & { container?: ShadowRoot }) {
    const host = props.container?.host as HTMLElement;
    // The widget's first render runs as a transition: React renders it in slices of a few
    // milliseconds, so a page full of widgets never blocks the main thread for long.
    // Until it commits, the light-DOM fallback shows through the slot.
    const [ready, setReady] = useState(false);
    useEffect(() => startTransition(() => setReady(true)), []);
    // React renders next to the fallback slot (it does not clear a shadow root): remove it before that paint.
    useLayoutEffect(() => {
      if (ready) props.container?.querySelector('slot[data-fallback]')?.remove();
    }, [ready, props.container]);
    const emit = useMemo<Emit<Events>>(
      () => (name, detail) => host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true })),
      [host],
    );
    return (
      <div className="widget-root" part="root">
        {ready && (
          <ErrorBoundary>
            <Widget {...props} emit={emit} host={host} />
          </ErrorBoundary>
        )}
      </div>
    );
  }

  const BaseElement = r2wc(WidgetRoot, {
    shadow: 'open',
    props: Object.fromEntries(propNames.map((prop) => [prop, 'string'])),
  }) as unknown as { new (): HTMLElement & R2wcInternals };

  class WidgetElement extends BaseElement {
    static readonly definition = definition as unknown as WidgetDefinition<AttributeSchema, unknown>;

    /** The raw value each prop was last parsed from: the browser reports initial attributes again after construction. */
    private readonly parsedFrom = new Map<string, string | null>();

    constructor() {
      super();
      this.shadowRoot!.adoptedStyleSheets = [styleSheet(baseCss), styleSheet(definition.css)];
      // Until React has rendered (a task later), the light-DOM fallback stays visible: no empty frame, no shift.
      const fallback = document.createElement('slot');
      fallback.dataset.fallback = '';
      this.shadowRoot!.append(fallback);
      for (const prop of propNames) this.applyAttribute(prop, this.getAttribute(attributeName(prop)));
    }

    attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
      const prop = propByAttribute.get(name);
      if (!prop || oldValue === newValue || this.parsedFrom.get(prop) === newValue) return;
      this.applyAttribute(prop, newValue);
      this[R2WC_RENDER]();
    }

    /** Parses one attribute (null when absent) into its typed prop, warning once about a refused value. */
    private applyAttribute(prop: string, raw: string | null): void {
      const spec = definition.attributes[prop] ?? attr.text('', '');
      const result: ParseResult<unknown> = spec.parse(raw);
      this.parsedFrom.set(prop, raw);
      if (result.problem) {
        console.warn(`<${definition.tag}>: attribute ${attributeName(prop)}="${raw}" ignored (${result.problem}); using ${JSON.stringify(result.value)}.`);
      }
      this[R2WC_PROPS][prop] = result.value;
    }
  }

  customElements.define(definition.tag, WidgetElement);
  return WidgetElement;
}
