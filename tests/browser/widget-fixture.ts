import axe from 'axe-core';
import { expect } from 'chai';
import type { AttributeSchema } from '../../src/lib/attributes.ts';
import { defineWidget, type WidgetElementClass } from '../../src/lib/define-widget.tsx';
import { whenLive } from '../../src/lib/island-state.ts';
import { renderWidgetHtml } from '../../src/lib/render-widget-html.tsx';
import type { WidgetDefinition } from '../../src/lib/widget-types.ts';
import './printable-failures.ts';

/** Helpers for widget tests in Chromium (@web/test-runner + mocha). */

let container: HTMLElement | null = null;

/** Puts `markup` into a fresh container in the page and returns its first element. */
export function mount<T extends HTMLElement = HTMLElement>(markup: string): T {
  cleanup();
  container = document.createElement('div');
  container.setAttribute('data-test-container', '');
  container.innerHTML = markup;
  document.body.append(container);
  return container.firstElementChild as T;
}

/**
 * Puts `widget`'s build-time render (the declarative shadow root our pages carry) into a fresh
 * container, as the HTML parser does, and returns the element; it hydrates once its tag is defined.
 */
export function mountBuildTimeRender<S extends AttributeSchema, Events>(
  widget: WidgetDefinition<S, Events>,
  attributes: Record<string, string> = {},
): HTMLElement {
  cleanup();
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const attributeText = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escape(value)}"`)
    .join('');
  const inner = renderWidgetHtml(widget, new Map(Object.entries(attributes)), { warn: () => undefined });
  container = document.createElement('div');
  container.setAttribute('data-test-container', '');
  // setHTMLUnsafe parses declarative shadow roots (innerHTML does not).
  container.setHTMLUnsafe(`<${widget.tag}${attributeText}>${inner}</${widget.tag}>`);
  document.body.append(container);
  return container.firstElementChild as HTMLElement;
}

/** Resolves once the element's widget has committed (hydrated or rendered) in the page. */
export function live(element: HTMLElement): Promise<void> {
  return whenLive(element);
}

export function cleanup(): void {
  container?.remove();
  container = null;
}

/** Polls until `check` returns a truthy value (React renders asynchronously). */
export async function waitFor<T>(
  check: () => T | null | undefined | false,
  what = 'condition',
  timeout = 3000,
): Promise<T> {
  const started = performance.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (performance.now() - started > timeout) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 16));
  }
}

/** The element's rendered widget box, once React has rendered into the shadow root. */
export function rendered(element: HTMLElement, what = element.localName): Promise<ShadowRoot> {
  return waitFor(
    () => (element.shadowRoot?.querySelector('.widget-root')?.childElementCount ? element.shadowRoot : null),
    `${what} to render`,
  );
}

/**
 * The error-boundary check of a widget: a copy of it whose component throws `message` is mounted before
 * `markup` (the real widget by default). The copy must show the error box with the message; the real
 * one must still render. Returns the real one's shadow root, for the caller to check that it works.
 */
export async function renderBesideBrokenCopy(
  widget: WidgetElementClass,
  message: string,
  markup?: string,
): Promise<ShadowRoot> {
  const { tag } = widget.definition;
  const brokenTag = `${tag}-broken-test` as const;
  defineWidget({
    ...widget.definition,
    tag: brokenTag,
    component: () => {
      throw new Error(message);
    },
  });
  const container = mount(`<div><${brokenTag}></${brokenTag}>${markup ?? `<${tag}></${tag}>`}</div>`);
  const alert = (await rendered(container.firstElementChild as HTMLElement)).querySelector('[role="alert"]');
  expect(alert?.textContent).to.include('Unexpected Application Error!');
  expect(alert?.textContent).to.include(message);
  return rendered(container.lastElementChild as HTMLElement);
}

/** axe-core violations inside the element, shadow DOM included. */
export async function axeViolations(element: Element): Promise<string[]> {
  const results = await axe.run(element, { resultTypes: ['violations'] });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** Records console[method] calls while `action` runs. */
async function captureConsole(method: 'warn' | 'error', action: () => unknown): Promise<string[]> {
  const calls: string[] = [];
  const original = console[method];
  console[method] = (...args: unknown[]) => calls.push(args.map(String).join(' '));
  try {
    await action();
  } finally {
    console[method] = original;
  }
  return calls;
}

/** Records console.warn calls while `action` runs. */
export function captureWarnings(action: () => unknown): Promise<string[]> {
  return captureConsole('warn', action);
}

/** Records console.error calls while `action` runs (React reports hydration mismatches there). */
export function captureErrors(action: () => unknown): Promise<string[]> {
  return captureConsole('error', action);
}

/** Lets links be clicked without opening tabs: the click still reaches React's handlers. */
export function preventNavigation(): () => void {
  const stop = (event: Event) => {
    if ((event.composedPath()[0] as Element | undefined)?.closest?.('a')) event.preventDefault();
  };
  window.addEventListener('click', stop, true);
  return () => window.removeEventListener('click', stop, true);
}

/**
 * Fake timers for one delay: every setTimeout of exactly `delay` ms is held (never fired by time) until
 * `fire()`; other timers run as usual. Tests of a fixed delay wait for states, not for the clock.
 */
export function holdTimeouts(delay: number): { held(): number; fire(): void; restore(): void } {
  const original = window.setTimeout;
  const callbacks: (() => void)[] = [];
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    if (ms === delay && typeof handler === 'function') {
      callbacks.push(() => handler(...args));
      return -1;
    }
    return original(handler, ms, ...args);
  }) as typeof window.setTimeout;
  return {
    held: () => callbacks.length,
    fire: () => callbacks.splice(0).forEach((callback) => callback()),
    restore: () => {
      window.setTimeout = original;
    },
  };
}

/** Resolves once every finite animation and transition of the page (shadow trees included) has finished. */
export async function animationsFinished(): Promise<void> {
  // document.getAnimations() leaves out shadow trees, where every widget animates.
  const roots: (Document | ShadowRoot)[] = [document];
  for (let i = 0; i < roots.length; i++)
    for (const element of roots[i]!.querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot);
  const finite = roots
    .flatMap((root) => root.getAnimations())
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
}
