import { createElement, startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { shieldHydration } from './hydration-event-shield.ts';
import { whenLive } from './island-state.ts';
import { WIDGET_ROOT_CLASS } from './widget-tree.tsx';

/** What r2wc's core keeps for a mounted element. */
export interface MountedWidget {
  root: Root;
  component: ComponentType<Record<string, unknown>>;
  box: HTMLElement;
}

function reportRecoverableError(error: unknown): void {
  // A hydration mismatch means the build-time render and the browser disagree: a bug, never silent.
  console.error('EchoJam: React recovered from an error while hydrating a widget', error);
}

/** The `[data-root]` box the build rendered into the shadow root, if any. */
function preRenderedBox(container: ParentNode): HTMLElement | null {
  return (
    [...container.children].find(
      (child): child is HTMLElement => child instanceof HTMLElement && child.hasAttribute('data-root'),
    ) ?? null
  );
}

function newBox(container: ParentNode): HTMLElement {
  const box = document.createElement('div');
  box.className = WIDGET_ROOT_CLASS;
  box.setAttribute('part', 'root');
  box.dataset.root = '';
  container.append(box);
  return box;
}

/**
 * r2wc's renderer (`@r2wc/core`), hydrating: when the element's shadow root holds the build-time
 * render, React hydrates it in place (same nodes, nothing repainted); otherwise (a partner's bare
 * element) it renders a new tree, as a transition so a page of widgets never blocks for long.
 */
export const hydratingRenderer = {
  mount(
    container: HTMLElement,
    component: ComponentType<Record<string, unknown>>,
    props: Record<string, unknown>,
  ): MountedWidget {
    const element = createElement(component, props);
    const existing = preRenderedBox(container);
    if (existing) {
      const release = shieldHydration(container);
      void whenLive((container as unknown as ShadowRoot).host).then(release);
      // Hydrating as a transition lets React yield to the browser every few milliseconds instead of
      // hydrating the whole widget in one long task (a non-transition hydration is never time-sliced).
      let root!: Root;
      startTransition(() => {
        root = hydrateRoot(existing, element, { onRecoverableError: reportRecoverableError });
      });
      return { root, component, box: existing };
    }
    const box = newBox(container);
    const root = createRoot(box, { onRecoverableError: reportRecoverableError });
    startTransition(() => root.render(element));
    return { root, component, box };
  },

  update({ root, component }: MountedWidget, props: Record<string, unknown>): void {
    // A transition: an update that arrives while React is still hydrating (r2wc renders again from
    // connectedCallback) waits for hydration instead of discarding the server markup.
    startTransition(() => root.render(createElement(component, props)));
  },

  unmount({ root, box }: MountedWidget): void {
    root.unmount();
    // The emptied box is gone: a later mount renders a fresh one instead of hydrating nothing.
    box.remove();
  },
};
