import { html, type TemplateResult } from 'lit-html';
import { attributeName } from '../lib/attribute-name.ts';
import type { AttributeSchema } from '../lib/attributes.ts';
import type { WidgetElementClass } from '../lib/define-widget.tsx';
import type { WidgetContract } from '../lib/widget-types.ts';
import { attributeControl, type AttributeValue } from './attribute-control.ts';
import { embedSnippet } from './embed-snippet.ts';

const LOG_LENGTH = 8;

/**
 * One widget on the workbench: its live element (created once, so its state survives re-renders),
 * a control per attribute, the events it fires as they happen, and the embed code for the settings:
 * the empty element, and the element with its pre-rendered HTML (the build-time render of our pages,
 * src/lib/render-widget-html.tsx, run here with the same attributes) for a partner to paste, so the
 * widget shows before any script runs and comes alive in place.
 */
export class WidgetPanel {
  readonly element: HTMLElement;
  private readonly values = new Map<string, string | true>();
  private readonly log: string[] = [];
  private copyStatus = '';
  private prerendered = '';
  /** Counts renders, so a slower earlier one never replaces a later one. */
  private prerenders = 0;

  constructor(
    readonly contract: WidgetContract<AttributeSchema>,
    initial: Readonly<Record<string, string | true>>,
    private readonly changed: () => void,
  ) {
    this.element = document.createElement(contract.tag);
    for (const [name, value] of Object.entries(initial)) this.set(name, value);
    void this.prerender();
    for (const event of Object.keys(contract.docs.events)) {
      this.element.addEventListener(event, (fired) => {
        const time = new Date().toLocaleTimeString('pt-BR');
        this.log.unshift(`${time} ${event} ${JSON.stringify((fired as CustomEvent).detail)}`);
        this.log.length = Math.min(this.log.length, LOG_LENGTH);
        this.changed();
      });
    }
  }

  /** Renders the element's HTML for the current attributes, as the build does for our pages. */
  private async prerender(): Promise<void> {
    const attempt = ++this.prerenders;
    const attributes = new Map([...this.values].map(([name, value]) => [name, value === true ? '' : value]));
    const [{ renderWidgetHtml }, element] = await Promise.all([import('../lib/render-widget-html.tsx'), customElements.whenDefined(this.contract.tag)]);
    if (attempt !== this.prerenders) return;
    const content = renderWidgetHtml((element as WidgetElementClass).definition, attributes, { warn: () => undefined });
    this.prerendered = embedSnippet(this.contract.tag, Object.fromEntries(this.values), content);
    this.changed();
  }

  private set(name: string, value: AttributeValue): void {
    if (value === undefined) {
      this.values.delete(name);
      this.element.removeAttribute(name);
    } else {
      this.values.set(name, value);
      this.element.setAttribute(name, value === true ? '' : value);
    }
  }

  private async copy(text: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      this.copyStatus = 'Código copiado.';
    } catch {
      this.copyStatus = 'Não deu para copiar: selecione o código e copie com Ctrl+C.';
    }
    this.changed();
  }

  template(): TemplateResult {
    const { tag, docs, attributes } = this.contract;
    const id = tag.replace(/^echojam-/, '');
    const snippet = embedSnippet(tag, Object.fromEntries(this.values));
    return html`<section class="workbench-panel" id=${id} aria-labelledby=${`${id}-title`}>
      <h2 id=${`${id}-title`}><code>&lt;${tag}&gt;</code></h2>
      <p class="muted">${docs.summary}</p>
      <div class="workbench-panel__body">
        <form class="workbench-panel__controls" aria-label=${`Atributos de ${tag}`} @submit=${(event: Event) => event.preventDefault()}>
          ${Object.keys(attributes).length === 0 ? html`<p class="muted">Sem atributos.</p>` : ''}
          ${Object.entries(attributes).map(([prop, spec]) => {
            const name = attributeName(prop);
            return attributeControl(`${id}-${name}`, name, spec, this.values.get(name), (value) => {
              this.set(name, value);
              void this.prerender();
              this.changed();
            });
          })}
        </form>
        <div class="workbench-panel__preview">${this.element}</div>
      </div>
      <div class="workbench-panel__output">
        <div>
          <h3>Eventos</h3>
          <ol class="workbench-log" aria-live="polite" aria-label=${`Eventos de ${tag}`}>
            ${this.log.length === 0 ? html`<li class="muted">Nenhum evento ainda: interaja com o widget.</li>` : this.log.map((line) => html`<li><code>${line}</code></li>`)}
          </ol>
        </div>
        <div>
          <h3>Código para incorporar</h3>
          <pre class="workbench-snippet" tabindex="0" aria-label=${`Código de ${tag}`}><code>${snippet}</code></pre>
          <button class="button button--ghost" type="button" @click=${() => this.copy(snippet)}>Copiar código</button>
          <span class="workbench-copy-status" role="status">${this.copyStatus}</span>
          <h3>HTML pré-renderizado</h3>
          <p class="muted">
            O mesmo elemento com o HTML que o widget desenha (shadow root declarativo): colado na página, ele aparece antes
            de qualquer script e o script só lhe dá vida, no mesmo lugar.
          </p>
          <pre class="workbench-prerendered" tabindex="0" aria-label=${`HTML pré-renderizado de ${tag}`}><code>${this.prerendered}</code></pre>
          <button class="button button--ghost" type="button" @click=${() => this.copy(this.prerendered)}>Copiar HTML pré-renderizado</button>
        </div>
      </div>
    </section>`;
  }
}
