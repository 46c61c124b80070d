import axe from 'axe-core';
import { expect } from 'chai';
import { defineWidget, type WidgetElementClass } from '../../src/lib/define-widget.tsx';

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

export function cleanup(): void {
  container?.remove();
  container = null;
}

/** Polls until `check` returns a truthy value (React renders asynchronously). */
export async function waitFor<T>(check: () => T | null | undefined | false, what = 'condition', timeout = 3000): Promise<T> {
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
  return waitFor(() => (element.shadowRoot?.querySelector('.widget-root')?.childElementCount ? element.shadowRoot : null), `${what} to render`);
}

/**
 * The error-boundary check of a widget: a copy of it whose component throws `message` is mounted before
 * `markup` (the real widget by default). The copy must show the error box with the message; the real
 * one must still render. Returns the real one's shadow root, for the caller to check that it works.
 */
export async function renderBesideBrokenCopy(widget: WidgetElementClass, message: string, markup?: string): Promise<ShadowRoot> {
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
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Records console.warn calls while `action` runs. */
export async function captureWarnings(action: () => unknown): Promise<string[]> {
  const warnings: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
  try {
    await action();
  } finally {
    console.warn = original;
  }
  return warnings;
}

/** Lets links be clicked without opening tabs: the click still reaches React's handlers. */
export function preventNavigation(): () => void {
  const stop = (event: Event) => {
    if ((event.composedPath()[0] as Element | undefined)?.closest?.('a')) event.preventDefault();
  };
  window.addEventListener('click', stop, true);
  return () => window.removeEventListener('click', stop, true);
}
