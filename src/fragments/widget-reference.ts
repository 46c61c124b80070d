import { html, type TemplateResult } from 'lit-html';
import { attributeName } from '../lib/attribute-name.ts';
import { withDefaults } from '../brand/widget-defaults.ts';
import type { AttributeSchema } from '../lib/attributes.ts';
import type { WidgetContract } from '../lib/widget-types.ts';
import { WIDGET_CONTRACTS } from '../build/widget-contracts.ts';

function table(
  caption: string,
  headings: readonly string[],
  rows: readonly (readonly (string | TemplateResult)[])[],
): TemplateResult {
  // On a narrow screen the table scrolls sideways in its box: the box takes the keyboard focus to scroll it.
  return html`<div class="table-wrap" role="region" aria-label=${caption} tabindex="0">
    <table>
      <caption>
        ${caption}
      </caption>
      <thead>
        <tr>
          ${headings.map((heading) => html`<th scope="col">${heading}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          (row) =>
            html`<tr>
              ${row.map((cell, index) => (index === 0 ? html`<th scope="row">${cell}</th>` : html`<td>${cell}</td>`))}
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

/** The reference of one element (attributes, events, parts, custom properties), from its contract. */
function widgetReference(contract: WidgetContract<AttributeSchema>): TemplateResult {
  const { tag, attributes, docs } = contract;
  const code = (text: string) => html`<code>${text}</code>`;
  // A default value may be a long URL: it may break after a slash (<wbr>), never inside a word.
  const breakableCode = (text: string) =>
    html`<code>${text.split(/(?<=\/)(?!\/)/).map((part, index) => (index === 0 ? part : html`<wbr />${part}`))}</code>`;
  return html`<div class="widget-reference">
    ${table(
      `Atributos de <${tag}>`,
      ['Atributo', 'Tipo', 'Padrão', 'Descrição'],
      Object.entries(attributes).map(([prop, spec]) => [
        code(attributeName(prop)),
        spec.type,
        breakableCode(JSON.stringify(spec.defaultValue)),
        spec.description,
      ]),
    )}
    ${table(
      `Eventos de <${tag}>`,
      ['Evento', 'Quando e detail'],
      Object.entries(docs.events).map(([name, description]) => [code(name), description]),
    )}
    ${table(
      `Partes (::part) de <${tag}>`,
      ['Parte', 'O que é'],
      Object.entries(docs.parts).map(([name, description]) => [code(name), description]),
    )}
    ${table(
      `Propriedades CSS de <${tag}>`,
      ['Propriedade', 'O que muda'],
      Object.entries(withDefaults(docs.cssProperties)).map(([name, description]) => [code(name), description]),
    )}
  </div>`;
}

/** `<!-- @render reference-echojam-download-bar -->` and so on, one per element. */
export const widgetReferenceFragments: Record<string, () => TemplateResult> = Object.fromEntries(
  WIDGET_CONTRACTS.map((contract) => [`reference-${contract.tag}`, () => widgetReference(contract)]),
);
