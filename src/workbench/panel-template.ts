import { html, type TemplateResult } from 'lit-html';
import { unsafeHTML } from 'lit-html/directives/unsafe-html.js';
import { attributeName } from '../lib/attribute-name.ts';
import type { AttributeSchema } from '../lib/attributes.ts';
import type { WidgetContract } from '../lib/widget-types.ts';
import { attributeControl } from './attribute-control.ts';
import { echoWavesTemplate } from '../shell/logo-mark.ts';
import { siteOriginNote } from '../shell/site-origin-note.ts';
import { BUILD_TIME_ORIGIN, elementHtml, embedSnippet } from './embed-snippet.ts';
import { prerenderedSlot } from './prerendered-snippets.ts';
import { workbenchName } from './workbench-name.ts';

/**
 * A widget's panel on its workbench page, as the build renders it: its name and summary, a control per
 * attribute in its initial state, the element itself (written empty: the build renders it into its
 * declarative shadow root, as on any page), the event log, the embed code, and the element with its
 * pre-rendered HTML for a partner to paste (filled in after the element is rendered:
 * prerendered-snippets.ts), in a closed <details> until asked for. The copy button copies it open or
 * closed. Until the page's script brings the panel to life (widget-panel.ts), the controls and the copy
 * buttons are disabled.
 */
export function panelTemplate(
  contract: WidgetContract<AttributeSchema>,
  initial: Readonly<Record<string, string | true>>,
): TemplateResult {
  const { tag, docs, attributes } = contract;
  const id = workbenchName(tag);
  return html`<section
    class="workbench-panel"
    id=${id}
    aria-labelledby=${`${id}-title`}
    data-tag=${tag}
    data-events=${Object.keys(docs.events).join(' ')}
  >
    <h1 id=${`${id}-title`}><code>&lt;${tag}&gt;</code></h1>
    <p class="lead">${docs.summary}</p>
    <div class="workbench-panel__body">
      <form class="workbench-panel__controls" aria-label=${`Atributos de ${tag}`} autocomplete="off">
        <h2>Atributos</h2>
        <p class="muted workbench-needs-script">Os controles precisam de JavaScript.</p>
        <fieldset class="workbench-panel__fields" disabled>
          ${Object.keys(attributes).length === 0 ? html`<p class="muted">Sem atributos.</p>` : ''}
          ${Object.entries(attributes).map(([prop, spec]) => {
            const name = attributeName(prop);
            return attributeControl(`${id}-${name}`, name, spec, initial[name]);
          })}
        </fieldset>
      </form>
      <div>
        <h2>Prévia</h2>
        <div class="workbench-panel__preview">${unsafeHTML(elementHtml(tag, initial))}</div>
      </div>
    </div>
    <div class="workbench-panel__output">
      <div>
        <h2>Eventos</h2>
        <ol class="workbench-log" aria-live="polite" aria-label=${`Eventos de ${tag}`}>
          <li class="muted workbench-log__empty">${echoWavesTemplate()} Nenhum evento ainda: interaja com o widget.</li>
        </ol>
      </div>
      <div>
        <h2>Código para incorporar</h2>
        <pre
          class="workbench-snippet"
          tabindex="0"
          aria-label=${`Código de ${tag}`}
        ><code>${embedSnippet(tag, initial, '', BUILD_TIME_ORIGIN)}</code></pre>
        ${siteOriginNote()}
        <button class="button button--ghost" type="button" data-copy="workbench-snippet" disabled>Copiar código</button>
        <span class="workbench-copy-status" role="status"></span>
        <h2>HTML pré-renderizado</h2>
        <p class="muted">
          O mesmo elemento com o HTML que o widget desenha (shadow root declarativo): colado na página, ele aparece
          antes de qualquer script e o script só lhe dá vida, no mesmo lugar.
        </p>
        <details class="workbench-disclosure">
          <summary>Mostrar o HTML</summary>
          <pre class="workbench-prerendered" tabindex="0" aria-label=${`HTML pré-renderizado de ${tag}`}>
${unsafeHTML(prerenderedSlot(tag))}</pre>
        </details>
        <button class="button button--ghost" type="button" data-copy="workbench-prerendered" disabled>
          Copiar HTML pré-renderizado
        </button>
      </div>
    </div>
  </section>`;
}
