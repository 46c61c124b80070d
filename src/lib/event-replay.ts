import { isLive, whenLive } from './island-state.ts';
import type { LazyDefiner } from './lazy-define.ts';

/** A touch, a key or focus inside a widget: its code is needed now, whatever the viewport says. */
const FIRST_CONTACT = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * What the visitor does to a pre-rendered widget before its code is live counts (Google's JSAction,
 * in a few lines). The first contact with a widget loads its code at once. What the markup does
 * natively is left to it and kept by hydration: links navigate, fields keep what was typed or
 * chosen. A click on a button, which needs code (a FAQ question, a form's submit button, also when
 * Enter submits the form), is held and replayed on the same button once the widget is live.
 */
export function replayEarlyInteractions(definer: LazyDefiner, root: Document | ShadowRoot = document): void {
  const tags = new Set(definer.tags);

  /** The widget element an event happened in, while it is not live yet. */
  function dormantWidget(event: Event): HTMLElement | null {
    for (const node of event.composedPath()) {
      if (node instanceof HTMLElement && tags.has(node.localName)) return isLive(node) ? null : node;
    }
    return null;
  }

  for (const type of FIRST_CONTACT) {
    root.addEventListener(
      type,
      (event) => {
        const widget = dormantWidget(event);
        if (widget) definer.load(widget.localName);
      },
      { capture: true, passive: true },
    );
  }

  root.addEventListener(
    'click',
    (event) => {
      const widget = dormantWidget(event);
      if (!widget) return;
      definer.load(widget.localName);
      const origin = event.composedPath()[0];
      const button = origin instanceof Element ? origin.closest('button') : null;
      if (!button) return;
      // Held: no native form submission now; the widget's own handler runs on the replayed click.
      event.preventDefault();
      void whenLive(widget).then(() => {
        if (button.isConnected && !button.disabled) button.click();
      });
    },
    { capture: true },
  );
}
