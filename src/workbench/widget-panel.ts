import type { WidgetElementClass } from '../lib/define-widget.tsx';
import { whenLive } from '../lib/island-state.ts';
import { requestDefinition } from '../lib/lazy-define.ts';
import { embedSnippet, pageOrigin } from './embed-snippet.ts';
import { timeOfDay } from './time-of-day.ts';

const LOG_LENGTH = 8;

type AttributeValues = Record<string, string | true>;

/** The attributes the panel's controls set, in their order: a checked box is a bare attribute, an empty field none. */
function controlValues(fields: HTMLFieldSetElement): AttributeValues {
  const values: AttributeValues = {};
  for (const control of fields.elements) {
    if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      if (control.checked) values[control.name] = true;
    } else if ((control instanceof HTMLInputElement || control instanceof HTMLSelectElement) && control.value !== '') {
      values[control.name] = control.value;
    }
  }
  return values;
}

/** Sets the element's attributes to `values`: every attribute a control stands for, present or removed. */
function applyAttributes(element: Element, fields: HTMLFieldSetElement, values: AttributeValues): void {
  for (const control of fields.elements) {
    if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement)) continue;
    const value = values[control.name];
    if (value === undefined) element.removeAttribute(control.name);
    else element.setAttribute(control.name, value === true ? '' : value);
  }
}

/**
 * The element's HTML for these attributes, as the build renders our pages (src/lib/render-widget-html.tsx,
 * with react-dom/server): loaded only now, when the visitor has changed an attribute.
 */
async function prerenderedHtml(tag: string, values: AttributeValues): Promise<string> {
  const { renderWidgetHtml } = await import('../lib/render-widget-html.tsx');
  const { definition } = customElements.get(tag) as WidgetElementClass;
  const attributes = new Map(Object.entries(values).map(([name, value]) => [name, value === true ? '' : value]));
  // The element itself warns about a refused value, once.
  return renderWidgetHtml(definition, attributes, { warn: () => undefined });
}

/**
 * Brings one panel of the build-rendered workbench (panel-template.ts) to life: its controls set the
 * element's attributes and rewrite both snippets, its log lists the element's events, its buttons copy.
 * The element itself comes alive like any widget of a page (lazy-define.ts); a change waits until it is
 * live, so its hydration finds the markup the build rendered with the initial attributes.
 */
export function attachPanel(panel: HTMLElement): void {
  const tag = panel.dataset.tag!;
  const element = panel.querySelector(tag)!;
  const fields = panel.querySelector<HTMLFieldSetElement>('.workbench-panel__fields')!;
  const snippet = panel.querySelector('.workbench-snippet code')!;
  const prerendered = panel.querySelector('.workbench-prerendered code')!;
  const log = panel.querySelector('.workbench-log')!;
  const copyStatus = panel.querySelector('.workbench-copy-status')!;
  /** Counts changes, so a slower earlier render never replaces a later one. */
  let changes = 0;

  async function changed(): Promise<void> {
    const change = ++changes;
    snippet.textContent = embedSnippet(tag, controlValues(fields), '', pageOrigin());
    await requestDefinition(tag);
    await whenLive(element);
    if (change !== changes) return;
    const values = controlValues(fields);
    applyAttributes(element, fields, values);
    const html = await prerenderedHtml(tag, values);
    if (change === changes) prerendered.textContent = embedSnippet(tag, values, html, pageOrigin());
  }

  // Reaching for a control is a first contact with the widget: its code loads now.
  fields.addEventListener('focusin', () => void requestDefinition(tag), { once: true });
  fields.addEventListener('input', () => void changed());
  panel.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());

  for (const type of (panel.dataset.events ?? '').split(' ').filter(Boolean)) {
    element.addEventListener(type, (event) => {
      const line = document.createElement('code');
      line.textContent = `${timeOfDay(new Date())} ${type} ${JSON.stringify((event as CustomEvent).detail)}`;
      const item = document.createElement('li');
      item.append(line);
      log.querySelector('.workbench-log__empty')?.remove();
      log.prepend(item);
      while (log.children.length > LOG_LENGTH) log.lastElementChild!.remove();
    });
  }

  for (const button of panel.querySelectorAll<HTMLButtonElement>('button[data-copy]')) {
    const source = panel.querySelector(`.${button.dataset.copy}`)!;
    button.addEventListener('click', () => {
      navigator.clipboard.writeText(source.textContent ?? '').then(
        () => (copyStatus.textContent = 'Código copiado.'),
        () => (copyStatus.textContent = 'Não deu para copiar: selecione o código e copie com Ctrl+C.'),
      );
    });
    button.disabled = false;
  }
  fields.disabled = false;
}
