import r2wc from '@r2wc/core';
import { useEffect, useMemo, type ComponentType } from 'react';
import baseCss from './widget-base.css?inline';
import { attributeName } from './attribute-name.ts';
import { parseAttribute } from './parse-attribute.ts';
import type { AttributeSchema } from './attributes.ts';
import { hydratingRenderer } from './hydrating-renderer.ts';
import { markDormant, markLive, trackLiveState } from './island-state.ts';
import type { Emit, WidgetDefinition } from './widget-types.ts';
import { WidgetTree } from './widget-tree.tsx';

export interface WidgetElementClass extends CustomElementConstructor {
  readonly definition: WidgetDefinition<AttributeSchema, unknown>;
}

// r2wc keeps an element's props and its render method under these registered symbols.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

interface R2wcInternals {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
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
 * Wraps a React component as the custom element `definition.tag`, per the widget contract:
 * open shadow root with adopted CSS, the build-time render hydrated in place, robust
 * attribute parsing with one console.warn per bad value, an error boundary, bubbling+composed events,
 * properties set before the code loaded honoured, state kept when the element is moved. Defining a
 * tag twice is harmless: the first definition wins and the existing class is returned.
 */
export function defineWidget<S extends AttributeSchema, Events>(
  definition: WidgetDefinition<S, Events>,
): WidgetElementClass {
  const existing = customElements.get(definition.tag);
  if (existing) return existing as WidgetElementClass;

  const propNames = Object.keys(definition.attributes);
  const propByAttribute = new Map(propNames.map((prop) => [attributeName(prop), prop]));
  const component = definition.component as ComponentType<Record<string, unknown>>;

  // What r2wc renders: the shared widget tree, with `emit` and `host` from r2wc's container prop.
  function WidgetRoot({ container, ...values }: Record<string, unknown> & { container?: ShadowRoot }) {
    const host = (container?.host as HTMLElement | undefined) ?? null;
    const emit = useMemo<Emit<Record<string, unknown>>>(
      () => (name, detail) =>
        host?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: true })) ?? true,
      [host],
    );
    useEffect(() => {
      if (host) markLive(host);
    }, [host]);
    return <WidgetTree component={component} values={values} emit={emit} host={host} />;
  }

  const BaseElement = r2wc(
    WidgetRoot as ComponentType<Record<string, unknown>>,
    { shadow: 'open', props: Object.fromEntries(propNames.map((prop) => [prop, 'string'])) },
    hydratingRenderer,
  ) as unknown as { new (): HTMLElement & R2wcInternals };

  class WidgetElement extends BaseElement {
    static readonly definition = definition as unknown as WidgetDefinition<AttributeSchema, unknown>;

    /**
     * Each prop's property, in place of r2wc's, which stores the value as given and skips the parse
     * when the attribute already holds it (a data: URL or an over-long name would reach the widget):
     * setting a property sets its attribute, parsed and validated the same way; reading it gives the
     * parsed value.
     */
    static {
      for (const prop of propNames) {
        Object.defineProperty(this.prototype, prop, {
          configurable: true,
          enumerable: true,
          get(this: WidgetElement) {
            return this[R2WC_PROPS][prop];
          },
          set(this: WidgetElement, value: unknown) {
            this.setProperty(prop, value);
          },
        });
      }
    }

    /** The raw value each prop was last parsed from: the browser reports initial attributes again after construction. */
    private readonly parsedFrom = new Map<string, string | null>();
    private upgradedProperties = false;

    constructor() {
      super();
      if (typeof this.attachInternals === 'function') trackLiveState(this, this.attachInternals());
      this.shadowRoot!.adoptedStyleSheets = [styleSheet(baseCss), styleSheet(definition.css)];
      for (const prop of propNames) this.applyAttribute(prop, this.getAttribute(attributeName(prop)));
    }

    /**
     * r2wc's constructor calls this: a declarative shadow root from the build-time render is already
     * attached, and attaching again would empty it. Keep it, so React can hydrate what it holds.
     */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
    }

    override connectedCallback(): void {
      this.upgradeProperties();
      super.connectedCallback();
    }

    /**
     * Unmounts a microtask later, and only if the element is still out of the page: a script that
     * moves the element (remove, then append) keeps the widget's state.
     */
    override disconnectedCallback(): void {
      queueMicrotask(() => {
        if (this.isConnected) return;
        super.disconnectedCallback();
        markDormant(this);
      });
    }

    /** Element.moveBefore() keeps the element connected: nothing to unmount or remount. */
    connectedMoveCallback(): void {}

    attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
      const prop = propByAttribute.get(name);
      if (!prop || oldValue === newValue || this.parsedFrom.get(prop) === newValue) return;
      this.applyAttribute(prop, newValue);
      this[R2WC_RENDER]();
    }

    /**
     * Properties a script set on the element before its code loaded shadow the class's accessors:
     * take each one off the instance and set it again through the accessor (web.dev's "lazy properties").
     */
    private upgradeProperties(): void {
      if (this.upgradedProperties) return;
      this.upgradedProperties = true;
      for (const prop of propNames) {
        if (!Object.prototype.hasOwnProperty.call(this, prop)) continue;
        const value = (this as unknown as Record<string, unknown>)[prop];
        delete (this as unknown as Record<string, unknown>)[prop];
        (this as unknown as Record<string, unknown>)[prop] = value;
      }
    }

    /** A property set: null or undefined removes the attribute, anything else is its text. */
    private setProperty(prop: string, value: unknown): void {
      const raw = value === null || value === undefined ? null : String(value);
      if (this.parsedFrom.get(prop) !== raw) this.applyAttribute(prop, raw);
      const name = attributeName(prop);
      if (raw === null) this.removeAttribute(name);
      else if (this.getAttribute(name) !== raw) this.setAttribute(name, raw);
      this[R2WC_RENDER]();
    }

    /** Parses one attribute (null when absent) into its typed prop, warning once about a refused value. */
    private applyAttribute(prop: string, raw: string | null): void {
      this.parsedFrom.set(prop, raw);
      this[R2WC_PROPS][prop] = parseAttribute(definition, prop, raw, (warning) => console.warn(warning));
    }
  }

  customElements.define(definition.tag, WidgetElement);
  return WidgetElement;
}
